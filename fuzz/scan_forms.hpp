// Every byte scan that reads sixteen bytes at a time, against its portable
// form (`..._scalar`, unicode/simd.hpp): the two must give the same answer
// on any bytes, since x86-64 runs the one and every other CPU the other.
// The fuzz target scans.cpp asks it of its inputs and of their parts; the
// unit test tests/unicode/scan_forms.cpp of texts built around the block
// size, with every byte value at every position.
#pragma once

#include "unicode/ascii_scan.hpp"
#include "unicode/right_to_left_scan.hpp"
#include "whatwg/scans.hpp"

#include <cstddef>
#include <string_view>

namespace iri_fuzz {

// The name of the first scan whose two forms disagree on `text`, or "" when
// all agree. The block scans, which read exactly sixteen bytes, are asked
// of the first and the last sixteen.
inline std::string_view scan_forms_disagree(std::string_view text) noexcept {
    namespace u = iri::unicode;
    namespace w = iri::whatwg;
    char const* const p = text.data();
    std::size_t const n = text.size();
    char const* const end = p + n;

    if (n >= 16) {
        for (char const* block : {p, end - 16}) {
            if (u::common_unreserved_mask<false>(block) != u::common_unreserved_mask_scalar<false>(block))
                return "common_unreserved_mask";
            if (u::common_unreserved_mask<true>(block) != u::common_unreserved_mask_scalar<true>(block))
                return "common_unreserved_mask with '/'";
            u::dns_name_bytes const wide = u::dns_name_masks(block), scalar = u::dns_name_masks_scalar(block);
            if (wide.name != scalar.name || wide.dot != scalar.dot || wide.hyphen != scalar.hyphen)
                return "dns_name_masks";
            if (u::triplet_block_length(block) != u::triplet_block_length_scalar(block)) return "triplet_block_length";
        }
    }
    if (u::at_sign_first(p, end) != u::at_sign_first_scalar(p, end)) return "at_sign_first";
    // `c` one the callers use ("%") and one taken from the text.
    for (char const c : {'%', n != 0 ? p[n / 2] : 'a'}) {
        u::byte_content const wide = u::scan_bytes(p, n, c), scalar = u::scan_bytes_scalar(p, n, c);
        if (wide.non_ascii != scalar.non_ascii || wide.has_c != scalar.has_c) return "scan_bytes";
    }
    {
        u::plain_content const wide = u::scan_plain(p, n, '%', '/', '.'),
                               scalar = u::scan_plain_scalar(p, n, '%', '/', '.');
        if (wide.plain != scalar.plain || wide.has_pair != scalar.has_pair) return "scan_plain";
    }
    // The sets of the callers (RFC 3987 §4.2's separators), one of two
    // bytes, and one longer than three, which no block reads.
    for (std::string_view const set : {".", "&;=", "/?", ":/?#[]@"})
        if (u::first_of(p, n, set) != u::first_of_scalar(p, n, set)) return "first_of";
    if (u::last_byte(p, n, '/') != u::last_byte_scalar(p, n, '/')) return "last_byte";
    if (u::next_may_start_right_to_left(p, end) != u::next_may_start_right_to_left_scalar(p, end))
        return "next_may_start_right_to_left";
    if (u::skip_plain_ascii(p, end) != u::skip_plain_ascii_scalar(p, end)) return "skip_plain_ascii";
    if (w::has_c0_or_space(text) != w::has_c0_or_space_scalar(text)) return "has_c0_or_space";
    {
        w::domain_run const wide = w::plain_domain_run(text, 0), scalar = w::plain_domain_run_scalar(text, 0);
        if (wide.length != scalar.length || wide.has_upper != scalar.has_upper) return "plain_domain_run";
    }
    return {};
}

}  // namespace iri_fuzz
