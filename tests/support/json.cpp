#include "support/json.hpp"

#include <fstream>
#include <sstream>
#include <stdexcept>

namespace test::json {
namespace {

class reader {
public:
    explicit reader(std::string_view text) : text_(text) {}

    value document() {
        value v = any();
        skip_space();
        if (i_ != text_.size()) fail("text after the value");
        return v;
    }

private:
    [[noreturn]] void fail(char const* what) const {
        throw std::runtime_error("JSON: " + std::string(what) + " at offset " + std::to_string(i_));
    }
    void skip_space() {
        while (i_ < text_.size() && (text_[i_] == ' ' || text_[i_] == '\n' || text_[i_] == '\r' || text_[i_] == '\t'))
            ++i_;
    }
    bool literal(std::string_view word) {
        if (text_.substr(i_, word.size()) != word) return false;
        i_ += word.size();
        return true;
    }
    value any() {
        skip_space();
        if (i_ >= text_.size()) fail("end of text");
        value v;
        char const c = text_[i_];
        if (c == '{') {
            v.type = value::kind::object;
            ++i_;
            skip_space();
            if (i_ < text_.size() && text_[i_] == '}') {
                ++i_;
                return v;
            }
            while (true) {
                skip_space();
                if (i_ >= text_.size() || text_[i_] != '"') fail("expected a member name");
                std::string key = string();
                skip_space();
                if (i_ >= text_.size() || text_[i_] != ':') fail("expected ':'");
                ++i_;
                v.object.push_back({std::move(key), any()});
                skip_space();
                if (i_ < text_.size() && text_[i_] == ',') {
                    ++i_;
                    continue;
                }
                if (i_ < text_.size() && text_[i_] == '}') {
                    ++i_;
                    return v;
                }
                fail("expected ',' or '}'");
            }
        }
        if (c == '[') {
            v.type = value::kind::array;
            ++i_;
            skip_space();
            if (i_ < text_.size() && text_[i_] == ']') {
                ++i_;
                return v;
            }
            while (true) {
                v.array.push_back(any());
                skip_space();
                if (i_ < text_.size() && text_[i_] == ',') {
                    ++i_;
                    continue;
                }
                if (i_ < text_.size() && text_[i_] == ']') {
                    ++i_;
                    return v;
                }
                fail("expected ',' or ']'");
            }
        }
        if (c == '"') {
            v.type = value::kind::string;
            v.string = string();
            return v;
        }
        if (literal("null")) return v;
        if (literal("true")) {
            v.type = value::kind::boolean;
            v.boolean = true;
            return v;
        }
        if (literal("false")) {
            v.type = value::kind::boolean;
            return v;
        }
        std::size_t const start = i_;
        while (i_ < text_.size() && std::string_view("+-0123456789.eE").find(text_[i_]) != std::string_view::npos) ++i_;
        if (i_ == start) fail("unexpected character");
        v.type = value::kind::number;
        v.number = std::stod(std::string(text_.substr(start, i_ - start)));
        return v;
    }
    unsigned hex4() {
        if (i_ + 4 > text_.size()) fail("short \\u escape");
        unsigned u = 0;
        for (int k = 0; k < 4; ++k) {
            char const h = text_[i_++];
            u <<= 4;
            if (h >= '0' && h <= '9')
                u |= static_cast<unsigned>(h - '0');
            else if (h >= 'a' && h <= 'f')
                u |= static_cast<unsigned>(h - 'a' + 10);
            else if (h >= 'A' && h <= 'F')
                u |= static_cast<unsigned>(h - 'A' + 10);
            else
                fail("bad \\u escape");
        }
        return u;
    }
    static void append_utf8(std::string& out, char32_t cp) {
        if (cp < 0x80) {
            out.push_back(static_cast<char>(cp));
        } else if (cp < 0x800) {
            out.push_back(static_cast<char>(0xC0 | (cp >> 6)));
            out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
        } else if (cp < 0x10000) {
            out.push_back(static_cast<char>(0xE0 | (cp >> 12)));
            out.push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
            out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
        } else {
            out.push_back(static_cast<char>(0xF0 | (cp >> 18)));
            out.push_back(static_cast<char>(0x80 | ((cp >> 12) & 0x3F)));
            out.push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
            out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
        }
    }
    std::string string() {
        ++i_;  // the opening quote
        std::string out;
        while (true) {
            if (i_ >= text_.size()) fail("unterminated string");
            char const c = text_[i_++];
            if (c == '"') return out;
            if (c != '\\') {
                out.push_back(c);
                continue;
            }
            if (i_ >= text_.size()) fail("unterminated escape");
            char const e = text_[i_++];
            switch (e) {
                case '"': out.push_back('"'); break;
                case '\\': out.push_back('\\'); break;
                case '/': out.push_back('/'); break;
                case 'b': out.push_back('\b'); break;
                case 'f': out.push_back('\f'); break;
                case 'n': out.push_back('\n'); break;
                case 'r': out.push_back('\r'); break;
                case 't': out.push_back('\t'); break;
                case 'u': {
                    char32_t cp = hex4();
                    if (cp >= 0xD800 && cp <= 0xDBFF && text_.substr(i_, 2) == "\\u") {
                        std::size_t const save = i_;
                        i_ += 2;
                        unsigned const low = hex4();
                        if (low >= 0xDC00 && low <= 0xDFFF)
                            cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
                        else
                            i_ = save;  // a lone high surrogate; the next escape stands alone
                    }
                    if (cp >= 0xD800 && cp <= 0xDFFF) cp = 0xFFFD;
                    append_utf8(out, cp);
                    break;
                }
                default: fail("bad escape");
            }
        }
    }

    std::string_view text_;
    std::size_t i_ = 0;
};

}  // namespace

value const* value::find(std::string_view key) const noexcept {
    for (auto const& [k, v] : object)
        if (k == key) return &v;
    return nullptr;
}

value parse(std::string_view text) { return reader(text).document(); }

value parse_file(std::string const& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw std::runtime_error("cannot read " + path);
    std::ostringstream s;
    s << in.rdbuf();
    return parse(s.str());
}

}  // namespace test::json
