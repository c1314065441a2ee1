// RFC 5234 ABNF, read by recursive descent over the text, one function per
// production of RFC 5234 §4 (with RFC 7405's case-sensitive strings).
#include <iri/abnf.hpp>

#include <fstream>
#include <iterator>
#include <set>
#include <sstream>

namespace iri::abnf {

std::string lowercase(std::string_view s) {
    std::string out(s);
    for (char& c : out)
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    return out;
}

namespace {

bool is_alpha(char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); }
bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_wsp(char c) { return c == ' ' || c == '\t'; }
bool is_name_char(char c) { return is_alpha(c) || is_digit(c) || c == '-'; }

// A line that starts a rule: rulename *WSP "=" (or "=/").
bool starts_rule(std::string_view line) {
    if (line.empty() || !is_alpha(line[0])) return false;
    std::size_t i = 0;
    while (i < line.size() && is_name_char(line[i])) ++i;
    while (i < line.size() && is_wsp(line[i])) ++i;
    return i < line.size() && line[i] == '=';
}

class parser {
public:
    parser(std::string_view text, std::string file, std::size_t first_line)
        : s_(text), file_(std::move(file)), line_(first_line) {}

    // rulelist = 1*( rule / (*c-wsp c-nl) )
    template <typename Define>
    void rulelist(Define&& define) {
        while (!at_end()) {
            if (is_alpha(peek())) {
                rule_definition(define);
                continue;
            }
            skip_c_wsp();
            if (at_end()) break;
            if (!newline()) fail("expected a rule name at the start of a line");
        }
    }

private:
    // rule = rulename defined-as elements c-nl
    template <typename Define>
    void rule_definition(Define&& define) {
        std::size_t const line = line_;
        std::string const name = rulename();
        skip_c_wsp();
        if (!eat('=')) fail("expected \"=\" or \"=/\" after the rule name " + name);
        bool const incremental = eat('/');
        skip_c_wsp();
        auto definition = alternation();
        skip_c_wsp();
        if (!at_end() && !newline()) fail(std::string("unexpected '") + peek() + "' in rule " + name);
        define(name, line, incremental, std::move(definition));
    }

    std::string rulename() {
        std::size_t const start = i_;
        if (at_end() || !is_alpha(peek())) fail("expected a rule name");
        while (!at_end() && is_name_char(peek())) ++i_;
        return std::string(s_.substr(start, i_ - start));
    }

    // alternation = concatenation *(*c-wsp "/" *c-wsp concatenation)
    std::unique_ptr<node> alternation() {
        auto alt = make(node::kind::alternation);
        alt->children.push_back(concatenation());
        for (;;) {
            std::size_t const save = i_, save_line = line_;
            skip_c_wsp();
            if (!eat('/')) {
                i_ = save;
                line_ = save_line;
                break;
            }
            skip_c_wsp();
            alt->children.push_back(concatenation());
        }
        return alt;
    }

    // concatenation = repetition *(1*c-wsp repetition)
    std::unique_ptr<node> concatenation() {
        auto cat = make(node::kind::concatenation);
        cat->children.push_back(repetition());
        for (;;) {
            std::size_t const save = i_, save_line = line_;
            bool const space = skip_c_wsp();
            if (!space || at_end() || !starts_repetition(peek())) {
                i_ = save;
                line_ = save_line;
                if (!space && !at_end() && starts_repetition(peek()))
                    fail("two elements must be separated by white space");
                break;
            }
            cat->children.push_back(repetition());
        }
        return cat;
    }

    static bool starts_repetition(char c) {
        return is_digit(c) || c == '*' || is_alpha(c) || c == '(' || c == '[' || c == '"' || c == '%' || c == '<';
    }

    // repetition = [repeat] element;  repeat = 1*DIGIT / (*DIGIT "*" *DIGIT)
    std::unique_ptr<node> repetition() {
        if (!is_digit(peek()) && peek() != '*') return element();
        std::size_t min = 0, max = node::unbounded;
        bool const has_min = is_digit(peek());
        if (has_min) min = decimal();
        if (eat('*')) {
            if (!at_end() && is_digit(peek())) max = decimal();
        } else {
            if (!has_min) fail("expected a repeat count");
            max = min;  // nRule: exactly n
        }
        if (max < min) fail("repetition with a maximum below its minimum");
        auto rep = make(node::kind::repetition);
        rep->min = min;
        rep->max = max;
        rep->children.push_back(element());
        return rep;
    }

    std::size_t decimal() {
        std::size_t n = 0;
        while (!at_end() && is_digit(peek())) {
            n = n * 10 + static_cast<std::size_t>(peek() - '0');
            if (n > 1'000'000) fail("repeat count too large");
            ++i_;
        }
        return n;
    }

    // element = rulename / group / option / char-val / num-val / prose-val
    std::unique_ptr<node> element() {
        if (at_end()) fail("expected an element, found the end of the text");
        char const c = peek();
        if (is_alpha(c)) {
            auto ref = make(node::kind::rule_ref);
            ref->name = rulename();
            return ref;
        }
        if (c == '(' || c == '[') {
            ++i_;
            skip_c_wsp();
            auto inner = alternation();
            skip_c_wsp();
            if (!eat(c == '(' ? ')' : ']')) fail(c == '(' ? "expected \")\"" : "expected \"]\"");
            if (c == '(') return inner;
            auto opt = make(node::kind::repetition);  // [x] is *1(x) (RFC 5234 §3.8)
            opt->min = 0;
            opt->max = 1;
            opt->children.push_back(std::move(inner));
            return opt;
        }
        if (c == '"') return char_val(false);
        if (c == '%') {
            ++i_;
            if (eat('s') || eat('S')) return char_val(true);  // RFC 7405
            if (eat('i') || eat('I')) return char_val(false);
            return num_val();
        }
        if (c == '<') return prose_val();
        fail(std::string("unexpected '") + c + "'");
    }

    // char-val = DQUOTE *(%x20-21 / %x23-7E) DQUOTE
    std::unique_ptr<node> char_val(bool case_sensitive) {
        if (!eat('"')) fail("expected '\"'");
        auto str = make(node::kind::string);
        str->case_sensitive = case_sensitive;
        for (;;) {
            if (at_end()) fail("unterminated quoted string");
            char const c = peek();
            if (c == '"') break;
            if (c < 0x20 || c > 0x7E) fail("a quoted string holds only %x20-21 / %x23-7E");
            str->text.push_back(static_cast<char32_t>(c));
            ++i_;
        }
        ++i_;
        return str;
    }

    // num-val = "%" (bin-val / dec-val / hex-val)
    std::unique_ptr<node> num_val() {
        unsigned base = 0;
        if (eat('b') || eat('B'))
            base = 2;
        else if (eat('d') || eat('D'))
            base = 10;
        else if (eat('x') || eat('X'))
            base = 16;
        else
            fail("expected b, d or x after '%'");
        char32_t const first = number(base);
        if (eat('-')) {
            auto r = make(node::kind::range);
            r->lo = first;
            r->hi = number(base);
            if (r->hi < r->lo) fail("a value range must not run backwards");
            return r;
        }
        if (!at_end() && peek() == '.') {
            auto str = make(node::kind::string);  // %x61.62: the values in order, exactly
            str->case_sensitive = true;
            str->text.push_back(first);
            while (eat('.')) str->text.push_back(number(base));
            return str;
        }
        auto r = make(node::kind::range);
        r->lo = r->hi = first;
        return r;
    }

    char32_t number(unsigned base) {
        std::uint64_t n = 0;
        std::size_t digits = 0;
        while (!at_end()) {
            char const c = peek();
            unsigned d;
            if (is_digit(c))
                d = static_cast<unsigned>(c - '0');
            else if (c >= 'a' && c <= 'f')
                d = static_cast<unsigned>(c - 'a' + 10);
            else if (c >= 'A' && c <= 'F')
                d = static_cast<unsigned>(c - 'A' + 10);
            else
                break;
            if (d >= base) break;
            n = n * base + d;
            if (n > 0x7FFFFFFF) fail("value too large");
            ++digits;
            ++i_;
        }
        if (digits == 0) fail("expected a digit");
        return static_cast<char32_t>(n);
    }

    // prose-val = "<" *(%x20-3D / %x3F-7E) ">"
    std::unique_ptr<node> prose_val() {
        ++i_;
        auto p = make(node::kind::prose);
        for (;;) {
            if (at_end()) fail("unterminated prose value");
            char const c = peek();
            if (c == '>') break;
            if (c < 0x20 || c > 0x7E) fail("a prose value holds only %x20-3D / %x3F-7E");
            p->name.push_back(c);
            ++i_;
        }
        ++i_;
        return p;
    }

    // *c-wsp, c-wsp = WSP / (c-nl WSP), c-nl = comment / CRLF: white space,
    // comments, and line breaks followed by white space (a continuation).
    // True when anything was skipped.
    bool skip_c_wsp() {
        std::size_t const start = i_;
        for (;;) {
            if (at_end()) break;
            char const c = peek();
            if (is_wsp(c)) {
                ++i_;
            } else if (c == ';') {
                while (!at_end() && peek() != '\n' && peek() != '\r') ++i_;
            } else if (c == '\n' || c == '\r') {
                std::size_t const nl = (c == '\r' && i_ + 1 < s_.size() && s_[i_ + 1] == '\n') ? 2 : 1;
                if (i_ + nl < s_.size() && is_wsp(s_[i_ + nl])) {
                    i_ += nl;
                    ++line_;
                } else {
                    break;
                }
            } else {
                break;
            }
        }
        return i_ != start;
    }

    bool newline() {
        if (eat('\r')) {
            eat('\n');
            ++line_;
            return true;
        }
        if (eat('\n')) {
            ++line_;
            return true;
        }
        return false;
    }

    bool at_end() const { return i_ >= s_.size(); }
    char peek() const { return at_end() ? '\0' : s_[i_]; }
    bool eat(char c) {
        if (at_end() || s_[i_] != c) return false;
        ++i_;
        return true;
    }

    std::unique_ptr<node> make(node::kind k) {
        auto n = std::make_unique<node>();
        n->k = k;
        n->line = line_;
        return n;
    }

    [[noreturn]] void fail(std::string const& what) const {
        std::ostringstream out;
        out << file_ << ":" << line_ << ": " << what;
        throw error(out.str());
    }

    std::string_view s_;
    std::string file_;
    std::size_t i_ = 0;
    std::size_t line_;
};

void collect_refs(node const& n, std::vector<node const*>& out) {
    if (n.k == node::kind::rule_ref || n.k == node::kind::prose) out.push_back(&n);
    for (auto const& c : n.children) collect_refs(*c, out);
}

void bind_references(node& n, std::map<std::string, std::size_t> const& index, std::set<std::string>& missing) {
    if (n.k == node::kind::rule_ref) {
        auto const it = index.find(lowercase(n.name));
        if (it == index.end())
            missing.insert(n.name);
        else
            n.rule = it->second;
    }
    for (auto& c : n.children) bind_references(*c, index, missing);
}

}  // namespace

void grammar::read(std::string_view text, std::string const& file) {
    // The preamble: the lines before the first that starts a rule or a comment.
    std::size_t offset = 0, line = 1;
    for (;;) {
        if (offset >= text.size()) break;
        std::size_t const end = text.find('\n', offset);
        std::string_view const l = text.substr(offset, end == std::string_view::npos ? text.npos : end - offset);
        if (starts_rule(l) || (!l.empty() && l[0] == ';')) break;
        ++preamble_lines_;
        ++line;
        if (end == std::string_view::npos) {
            offset = text.size();
            break;
        }
        offset = end + 1;
    }
    parser p(text.substr(offset), file, line);
    p.rulelist([&](std::string const& name, std::size_t at, bool incremental, std::unique_ptr<node> definition) {
        std::string const key = lowercase(name);
        auto const it = index_.find(key);
        if (incremental) {
            // RFC 5234 §3.3: "=/" adds alternatives to a rule already defined.
            if (it == index_.end())
                throw error(file + ":" + std::to_string(at) + ": \"=/\" for rule " + name + ", not defined before");
            for (auto& alt : definition->children) rules_[it->second].definition->children.push_back(std::move(alt));
            return;
        }
        if (it != index_.end())
            throw error(file + ":" + std::to_string(at) + ": rule " + name + " defined twice (first at " +
                        rules_[it->second].file + ":" + std::to_string(rules_[it->second].line) + ")");
        index_.emplace(key, rules_.size());
        rules_.push_back(rule{name, file, at, std::move(definition)});
    });
}

void grammar::read_file(std::string const& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in.good()) throw error("cannot read " + path);
    std::string const text{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
    auto const slash = path.find_last_of('/');
    read(text, slash == std::string::npos ? path : path.substr(slash + 1));
}

void grammar::resolve() {
    std::set<std::string> missing;
    for (auto& r : rules_) bind_references(*r.definition, index_, missing);
    if (!missing.empty()) {
        std::string names;
        for (auto const& m : missing) names += (names.empty() ? "" : ", ") + m;
        throw error("rules referenced but never defined: " + names);
    }
}

std::size_t grammar::find(std::string_view name) const {
    auto const it = index_.find(lowercase(name));
    return it == index_.end() ? npos : it->second;
}

std::vector<std::string> grammar::prose_values() const {
    std::vector<node const*> refs;
    for (auto const& r : rules_) collect_refs(*r.definition, refs);
    std::vector<std::string> out;
    for (auto const* n : refs)
        if (n->k == node::kind::prose) out.push_back(n->name);
    return out;
}

}  // namespace iri::abnf
