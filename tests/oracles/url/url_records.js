"use strict";
// What both oracles of campaign.py read of each case, [input, base or null]:
// null when `new URL(input, base)` throws, else [href, protocol, username,
// password, host, hostname, port, pathname, search, hash]. Node requires
// this file (whatwg_url_oracle.js); campaign.py writes its text into
// chromium_page.html in place of @RECORDS@, for the browser's own URL.
function urlRecords(URL, cases) {
  return cases.map(([input, base]) => {
    try {
      const u = base === null ? new URL(input) : new URL(input, base);
      return [u.href, u.protocol, u.username, u.password, u.host, u.hostname, u.port, u.pathname, u.search, u.hash];
    } catch {
      return null;
    }
  });
}
if (typeof module !== "undefined") module.exports = { urlRecords };
