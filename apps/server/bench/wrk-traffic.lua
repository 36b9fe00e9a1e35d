-- The requests of `pnpm bench:redirect`, for wrk (LuaJIT, one Lua state per wrk thread).
-- wrk ... -s wrk-traffic.lua URL -- <targets file> <mode>
--   targets file: one "host path" line per link
--   mode "one": every link with three fixed browsers, cycled (one visitor per browser)
--   mode "real": every request made anew: half of them to the top 10 % of the links, each from a new
--                public address (X-Forwarded-For), a browser, phone or bot, and a language.
-- done() prints one line "wrk-result {json}" that the bench reads.

local AGENTS = {
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0",
  "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
}
local ONE_VISITOR_LANGUAGES = { "en-US,en;q=0.9", "de-DE,de;q=0.9", "fr-FR,fr;q=0.9" }
local LANGUAGES = { "en-US,en;q=0.9", "de-DE,de;q=0.9,en;q=0.5", "fr-FR,fr;q=0.9", "es-ES,es;q=0.8", "pt-BR", "ja" }

local threads = {}
local counter = 0

-- Runs in wrk's main Lua state: gives each thread its own visitor number range.
function setup(thread)
  thread:set("first_visitor", counter * 10000000)
  counter = counter + 1
  table.insert(threads, thread)
end

local targets, top, fixed, real
local visitor, nextFixed = 0, 0
-- Real mode: each target's request line and Host, and each agent's and language's header line, made
-- once; a request is then five strings joined (wrk.format and string.format per request cost wrk about
-- as much CPU as bare Node spends answering).
local heads, agentLines, languageLines

function init(args)
  targets = {}
  for line in io.lines(args[1]) do
    local host, path = line:match("^(%S+) (%S+)$")
    if host then targets[#targets + 1] = { host = host, path = path } end
  end
  real = args[2] == "real"
  top = math.max(1, math.floor(#targets / 10 + 0.5))
  visitor = first_visitor or 0
  math.randomseed(visitor + os.time())
  heads, agentLines, languageLines = {}, {}, {}
  for i, t in ipairs(targets) do heads[i] = "GET " .. t.path .. " HTTP/1.1\r\nHost: " .. t.host .. "\r\n" end
  for i, a in ipairs(AGENTS) do agentLines[i] = "User-Agent: " .. a .. "\r\n" end
  for i, l in ipairs(LANGUAGES) do languageLines[i] = "Accept-Language: " .. l .. "\r\nX-Forwarded-For: " end
  if not real then
    fixed = {}
    for _, t in ipairs(targets) do
      for i = 1, 3 do
        fixed[#fixed + 1] = wrk.format("GET", t.path, {
          ["Host"] = t.host,
          ["User-Agent"] = AGENTS[i],
          ["Accept-Language"] = ONE_VISITOR_LANGUAGES[i],
        })
      end
    end
  end
end

function request()
  if not real then
    nextFixed = nextFixed % #fixed + 1
    return fixed[nextFixed]
  end
  local t
  if math.random() < 0.5 or #targets <= top then
    t = math.random(top)
  else
    t = top + math.random(#targets - top)
  end
  visitor = visitor + 1
  local n = visitor
  return heads[t] .. agentLines[math.random(#AGENTS)] .. languageLines[math.random(#LANGUAGES)]
    .. (31 + math.floor(n / 65536) % 180) .. "." .. (math.floor(n / 256) % 256) .. "." .. (n % 256) .. "." .. (1 + n % 250)
    .. "\r\n\r\n"
end

function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    'wrk-result {"requests":%d,"duration_us":%d,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d,"p50_us":%d,"p99_us":%d,"max_us":%d}\n',
    summary.requests, summary.duration, e.connect, e.read, e.write, e.status, e.timeout,
    latency:percentile(50), latency:percentile(99), latency.max))
end
