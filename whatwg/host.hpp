// §3.5 "Host parsing" and §3.6 "Host serializing": a host string becomes a
// domain (domain to ASCII, §3.3), an IPv4 address, an IPv6 address, or for
// a non-special scheme an opaque host; the result is kept serialized.
#pragma once

#include "whatwg/report.hpp"

#include <iri/url.hpp>

#include <string>
#include <string_view>

namespace iri::whatwg {

// Buffers the host parser reuses between calls.
struct host_scratch {
    std::string decoded;
    std::string ascii;
    std::string updated;  // the domain after whatwg/uts46_update.hpp
    std::u32string held;  // and the ideographs it held back
    // Why domain to ASCII failed, for people (static text): UTS #46's
    // broken rule, or the URL Standard's own check.
    std::string_view problem;
};

// §3.5 "host parser" of `input` (a URL's host as the URL parser collected
// it: UTF-8, still percent-encoded), with isOpaque `is_opaque` (the URL's
// scheme is not special). On success writes the serialized host into
// `out` and its kind into `kind`, and returns true; on failure reports the
// validation error at `position` (where the host starts) and returns false;
// scratch.problem then says why when domain to ASCII failed.
bool parse_host(std::string_view input, bool is_opaque, report& r, std::size_t position, url::host_kind& kind,
                std::string& out, host_scratch& scratch);

// §3.3 "domain to ASCII" with beStrict false, of `domain` (UTF-8, the
// percent-decoding of `written`, the host as the input spells it): the
// ASCII domain into `out`, or false after reporting at `position` (where
// `written` starts), with scratch.problem saying why. An ASCII domain's
// forbidden code point is reported where `written` has it. `out` is not
// one of `scratch`'s buffers.
bool domain_to_ascii(std::string_view domain, std::string_view written, report& r, std::size_t position,
                     std::string& out, host_scratch& scratch);

}  // namespace iri::whatwg
