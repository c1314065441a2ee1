#include "unicode/describe.hpp"

#include "unicode/bidi_controls.hpp"
#include "unicode/utf8.hpp"

#include <cstdio>

namespace iri::unicode {
namespace {

constexpr char const* c0_names[32] = {"NULL",
                                      "START OF HEADING",
                                      "START OF TEXT",
                                      "END OF TEXT",
                                      "END OF TRANSMISSION",
                                      "ENQUIRY",
                                      "ACKNOWLEDGE",
                                      "BELL",
                                      "BACKSPACE",
                                      "CHARACTER TABULATION",
                                      "LINE FEED",
                                      "LINE TABULATION",
                                      "FORM FEED",
                                      "CARRIAGE RETURN",
                                      "SHIFT OUT",
                                      "SHIFT IN",
                                      "DATA LINK ESCAPE",
                                      "DEVICE CONTROL ONE",
                                      "DEVICE CONTROL TWO",
                                      "DEVICE CONTROL THREE",
                                      "DEVICE CONTROL FOUR",
                                      "NEGATIVE ACKNOWLEDGE",
                                      "SYNCHRONOUS IDLE",
                                      "END OF TRANSMISSION BLOCK",
                                      "CANCEL",
                                      "END OF MEDIUM",
                                      "SUBSTITUTE",
                                      "ESCAPE",
                                      "INFORMATION SEPARATOR FOUR",
                                      "INFORMATION SEPARATOR THREE",
                                      "INFORMATION SEPARATOR TWO",
                                      "INFORMATION SEPARATOR ONE"};

}  // namespace

std::string describe(char32_t c) {
    std::string out;
    if (c >= 0x20 && c < 0x7F && c != ' ') {
        out.append(1, '\'').append(1, static_cast<char>(c)).append(1, '\'');
        return out;
    }
    char buf[16];
    std::snprintf(buf, sizeof buf, "U+%04X ", static_cast<unsigned>(c));
    out.append(buf);
    if (c < 0x20) return out.append(c0_names[c]);
    if (c == ' ') return out.append("SPACE");
    if (c == 0x7F) return out.append("DELETE");
    if (auto name = bidi_formatting_name(c); !name.empty()) return out.append(name);
    out.append(1, '\'');
    append_utf8(out, c);
    return out.append(1, '\'');
}

}  // namespace iri::unicode
