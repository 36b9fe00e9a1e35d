import { prepareTestTemplate } from './testing';

export default async function setup() {
  return prepareTestTemplate();
}
