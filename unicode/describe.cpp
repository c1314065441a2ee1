#include "unicode/describe.hpp"

#include "unicode/bidi_controls.hpp"
#include "unicode/hex.hpp"
#include "unicode/iri_characters.hpp"
#include "unicode/utf8.hpp"

#include <cstdint>

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

void append_description(std::string& out, char32_t c) {
    if (c >= 0x20 && c < 0x7F && c != ' ') {
        char const quoted[3] = {'\'', static_cast<char>(c), '\''};
        out.append(quoted, 3);
        return;
    }
    append_code_point_notation(out, c);
    if (c < 0x20) {
        out.append(1, ' ').append(c0_names[c]);
    } else if (c == ' ') {
        out.append(" SPACE");
    } else if (c == 0x7F) {
        out.append(" DELETE");
    } else if (auto name = bidi_formatting_name(c); !name.empty()) {
        out.append(1, ' ').append(name);
    } else if (c < 0xA0 || is_iprivate(c)) {
        // The code point alone: a C1 control, written out, would act on a
        // terminal or split the line the message is in, and a private-use
        // character has no agreed glyph ("U+E000 (private use) is ...").
    } else {
        out.append(" '");
        append_utf8(out, c);
        out.append(1, '\'');
    }
}

std::string describe(char32_t c) {
    std::string out;
    append_description(out, c);
    return out;
}

}  // namespace iri::unicode
