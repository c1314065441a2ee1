"use strict";
// whatwg-url's side of campaign.py: `node whatwg_url_oracle.js MODULES CASES OUT`
// reads CASES ([[input, base or null], ...]) and writes OUT: for each case
// null when `new URL(input, base)` throws, else [href, protocol, username,
// password, host, hostname, port, pathname, search, hash].
const fs = require("fs");
const path = require("path");
const [modules, casesFile, outFile] = process.argv.slice(2);
const { URL } = require(path.join(modules, "whatwg-url"));
const cases = JSON.parse(fs.readFileSync(casesFile, "utf8"));
const out = cases.map(([input, base]) => {
  try {
    const u = base === null ? new URL(input) : new URL(input, base);
    return [u.href, u.protocol, u.username, u.password, u.host, u.hostname, u.port, u.pathname, u.search, u.hash];
  } catch {
    return null;
  }
});
fs.writeFileSync(outFile, JSON.stringify(out));
