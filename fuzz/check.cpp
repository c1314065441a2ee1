// libFuzzer target: iri::check (<iri/check.hpp>) over IRI-reference, checked
// against what callers rely on:
//
// - nothing escapes (no crash, no exception: fuzz/check.hpp), and checking
//   never changes validity: the string form fails exactly when parse()
//   does, with the parse's diagnostic and no warning, unless a code is
//   raised;
// - each warning lies inside the input and inside the component it names
//   (its text too), at a character boundary, its code point offset counts
//   the code points before it, its code is one of warning_codes() with its
//   default severity, and it has a message; warnings come in order;
// - checking is deterministic, raising all codes changes only severities
//   and the returned diagnostic (the first warning's place), and running
//   the families one at a time finds the same warnings as running them
//   together.
#include "fuzz/check.hpp"

#include <iri/iri.hpp>

#include <algorithm>
#include <string>
#include <tuple>
#include <vector>

namespace {

// The span of the component a warning names.
iri::span span_named(iri::components const& p, std::string_view name) {
    if (name == "iuserinfo") return p.userinfo;
    if (name == "ihost" || name == "ireg-name") return p.host;
    if (name == "port") return p.port;
    if (name.starts_with("isegment")) return p.path;
    if (name == "iquery") return p.query;
    if (name == "ifragment") return p.fragment;
    return {};
}

using key = std::tuple<iri::warning_code, std::size_t, std::string_view, char const*, std::size_t>;

key key_of(iri::warning const& w) { return {w.code, w.byte_offset, w.component, w.text.data(), w.text.size()}; }

std::vector<key> keys(std::vector<iri::warning> const& warnings) {
    std::vector<key> out;
    for (iri::warning const& w : warnings) out.push_back(key_of(w));
    return out;
}

void check_warning(std::string_view text, iri::components const& parts, iri::warning const& w) {
    auto const codes = iri::warning_codes();
    IRI_FUZZ_CHECK(std::find(codes.begin(), codes.end(), w.code) != codes.end());
    IRI_FUZZ_CHECK(w.severity == iri::default_severity(w.code));
    IRI_FUZZ_CHECK(w.byte_offset <= text.size());
    // A character boundary of valid UTF-8 (parse() accepted the text).
    IRI_FUZZ_CHECK(w.byte_offset == text.size() || (static_cast<unsigned char>(text[w.byte_offset]) & 0xC0) != 0x80);
    std::size_t code_points = 0;
    for (char const c : text.substr(0, w.byte_offset)) code_points += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
    IRI_FUZZ_CHECK(w.offset == code_points);
    // Inside the component named, and so is the text it is about; for
    // scheme_syntax, a production of the scheme's grammar, which runs on
    // the whole reference.
    iri::span const s =
        w.code == iri::warning_code::scheme_syntax ? iri::span{0, text.size(), true} : span_named(parts, w.component);
    IRI_FUZZ_CHECK(s.present);
    IRI_FUZZ_CHECK(w.byte_offset >= s.offset && w.byte_offset <= s.offset + s.length);
    if (!w.text.empty()) {
        IRI_FUZZ_CHECK(w.text.data() == text.data() + w.byte_offset);
        IRI_FUZZ_CHECK(w.byte_offset + w.text.size() <= s.offset + s.length);
    }
    IRI_FUZZ_CHECK(!iri::to_string(w.code).empty() && !iri::section(w.code).empty());
    IRI_FUZZ_CHECK(!w.message().empty());
}

void check(std::string_view text) {
    iri::check_result const whole = iri::check(text);
    IRI_FUZZ_CHECK(whole.parse.ok() == iri::is_valid(text));
    if (!whole.parse.ok()) {
        IRI_FUZZ_CHECK(whole.warnings.empty());
        IRI_FUZZ_CHECK(whole.error.code == whole.parse.error().code);
        IRI_FUZZ_CHECK(whole.error.byte_offset == whole.parse.error().byte_offset);
        return;
    }
    IRI_FUZZ_CHECK(whole.error.code == iri::errc::ok);
    iri::reference_view const& ref = whole.parse.value();
    std::vector<iri::warning> const& found = whole.warnings;
    for (iri::warning const& w : found) check_warning(text, ref.parts(), w);
    IRI_FUZZ_CHECK(std::is_sorted(found.begin(), found.end(), [](iri::warning const& a, iri::warning const& b) {
        return a.byte_offset < b.byte_offset;
    }));

    // Deterministic.
    std::vector<iri::warning> again;
    IRI_FUZZ_CHECK(!iri::check(ref, again));
    IRI_FUZZ_CHECK(keys(again) == keys(found));

    // Raising everything.
    std::vector<iri::warning> raised;
    iri::check_options all_raised;
    all_raised.raised = iri::code_set::all();
    iri::diagnostic const d = iri::check(ref, raised, all_raised);
    IRI_FUZZ_CHECK(keys(raised) == keys(found));
    IRI_FUZZ_CHECK(d.code == (found.empty() ? iri::errc::ok : iri::errc::raised_warning));
    if (!found.empty()) {
        IRI_FUZZ_CHECK(d.byte_offset == found.front().byte_offset && d.offset == found.front().offset);
        IRI_FUZZ_CHECK(d.production == found.front().component);
    }
    for (iri::warning const& w : raised) IRI_FUZZ_CHECK(w.severity == iri::severity::error);

    // One family at a time finds the same.
    std::vector<iri::warning> separately;
    for (auto f : {iri::check_family::bidi, iri::check_family::characters, iri::check_family::percent_encoding,
                   iri::check_family::scheme}) {
        iri::check_options one_family;
        one_family.enabled = iri::code_set::of(f);
        IRI_FUZZ_CHECK(!iri::check(ref, separately, one_family));
    }
    std::vector<key> a = keys(separately), b = keys(found);
    std::sort(a.begin(), a.end());
    std::sort(b.begin(), b.end());
    IRI_FUZZ_CHECK(a == b);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(std::uint8_t const* data, std::size_t size) {
    return iri_fuzz::run(data, size, check);
}
