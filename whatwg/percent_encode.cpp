#include "whatwg/percent_encode.hpp"

#include "unicode/hex.hpp"

namespace iri::whatwg {

bool query_encoder::append(std::string& out, char32_t cp) {
    bytes_.clear();
    char32_t const error = encoder_.encode(cp, bytes_);
    append_encoded(out, bytes_, set_);
    if (error == unicode::encoder::no_error) return false;
    out += "%26%23";
    out += std::to_string(static_cast<std::uint32_t>(error));
    out += "%3B";
    return true;
}

void query_encoder::finish(std::string& out) {
    bytes_.clear();
    encoder_.finish(bytes_);
    append_encoded(out, bytes_, set_);
}

void append_decoded(std::string& out, std::string_view s) {
    for (std::size_t i = 0; i < s.size(); ++i) {
        if (is_percent_encoded_byte_at(s, i)) {
            out.push_back(static_cast<char>(unicode::triplet_octet(s.data() + i)));
            i += 2;
        } else {
            out.push_back(s[i]);
        }
    }
}

}  // namespace iri::whatwg
