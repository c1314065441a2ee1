// What the web-platform-tests files (tests/data/wpt/) share: reading one,
// and comparing a parsed URL with an expected set of getter values.
#pragma once

#include "support/json.hpp"

#include <iri/url.hpp>

#include <string>
#include <string_view>

namespace test::wpt {

// tests/data/wpt/<name>, read.
json::value load(std::string_view name);

// The getters of `u` against each member of `expected` that names one
// (href, origin, protocol, username, password, host, hostname, port,
// pathname, search, hash): "" when all match, else one line per mismatch.
std::string mismatches(iri::url::url const& u, json::value const& expected);

// `text` with bytes outside printable ASCII as \xHH, for messages.
std::string printable(std::string_view text);

}  // namespace test::wpt
