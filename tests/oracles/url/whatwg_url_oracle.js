"use strict";
// whatwg-url's side of campaign.py: `node whatwg_url_oracle.js MODULES CASES OUT`
// reads CASES ([[input, base or null], ...]) and writes OUT, one record
// per case (url_records.js).
const fs = require("fs");
const path = require("path");
const { urlRecords } = require("./url_records.js");
const [modules, casesFile, outFile] = process.argv.slice(2);
const { URL } = require(path.join(modules, "whatwg-url"));
const cases = JSON.parse(fs.readFileSync(casesFile, "utf8"));
fs.writeFileSync(outFile, JSON.stringify(urlRecords(URL, cases)));
