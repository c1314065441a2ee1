#include "whatwg/percent_encode.hpp"

#include "unicode/hex.hpp"

namespace iri::whatwg {
namespace {


}  // namespace

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
