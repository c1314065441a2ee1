// RFC 3986 §5.2 and §5.3, transcribed line by line. The RFC's text is quoted
// in the comments; the code under each quote does what it says and no more.
#include "tests/oracles/resolve_oracle.hpp"

namespace oracle {

// RFC 3986 Appendix B:
//   ^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?
//    12            3  4          5       6  7        8 9
//   scheme    = $2
//   authority = $4
//   path      = $5
//   query     = $7
//   fragment  = $9
// matched group by group, left to right. Each group is a greedy run of
// characters outside a set, and no later group could use what it would
// give back, so the match is these runs. (Not std::regex: g++ 12 warns
// inside <regex> under the sanitizers.)
components parse(std::string_view reference) {
    std::string_view rest = reference;
    // The longest prefix of `rest` without any of `stop`.
    auto run_without = [&](std::string_view stop) { return rest.substr(0, rest.find_first_of(stop)); };
    components c;
    // (([^:/?#]+):)?
    if (std::string_view const name = run_without(":/?#"); !name.empty() && rest.substr(name.size()).starts_with(':')) {
        c.scheme = std::string(name);
        rest.remove_prefix(name.size() + 1);
    }
    // (//([^/?#]*))?
    if (rest.starts_with("//")) {
        rest.remove_prefix(2);
        std::string_view const authority = run_without("/?#");
        c.authority = std::string(authority);
        rest.remove_prefix(authority.size());
    }
    // ([^?#]*)
    std::string_view const path = run_without("?#");
    c.path = std::string(path);
    rest.remove_prefix(path.size());
    // (\?([^#]*))?
    if (rest.starts_with('?')) {
        rest.remove_prefix(1);
        std::string_view const query = run_without("#");
        c.query = std::string(query);
        rest.remove_prefix(query.size());
    }
    // (#(.*))?
    if (rest.starts_with('#')) c.fragment = std::string(rest.substr(1));
    return c;
}

// RFC 3986 §5.2.3 Merge Paths
std::string merge(components const& base, components const& reference) {
    // "If the base URI has a defined authority component and an empty
    // path, then return a string consisting of "/" concatenated with the
    // reference's path;"
    if (base.authority && base.path.empty()) return "/" + reference.path;
    // "otherwise, return a string consisting of the reference's path
    // component appended to all but the last segment of the base URI's path
    // (i.e., excluding any characters after the right-most "/" in the base
    // URI path, or excluding the entire base URI path if it does not contain
    // any "/" characters)."
    std::size_t const right_most = base.path.rfind('/');
    if (right_most == std::string::npos) return reference.path;
    return base.path.substr(0, right_most + 1) + reference.path;
}

namespace {

bool begins_with(std::string const& buffer, std::string const& prefix) {
    return buffer.compare(0, prefix.size(), prefix) == 0;
}

}  // namespace

// RFC 3986 §5.2.4 Remove Dot Segments
std::string remove_dot_segments(std::string input) {
    // "1. The input buffer is initialized with the now-appended path
    //     components and the output buffer is initialized to the empty
    //     string."
    std::string output;
    // "2. While the input buffer is not empty, loop as follows:"
    while (!input.empty()) {
        // "A. If the input buffer begins with a prefix of "../" or "./",
        //     then remove that prefix from the input buffer; otherwise,"
        if (begins_with(input, "../")) {
            input.erase(0, 3);
        } else if (begins_with(input, "./")) {
            input.erase(0, 2);
        }
        // "B. if the input buffer begins with a prefix of "/./" or "/.",
        //     where "." is a complete path segment, then replace that prefix
        //     with "/" in the input buffer; otherwise,"
        else if (begins_with(input, "/./")) {
            input.replace(0, 3, "/");
        } else if (input == "/.") {
            input.replace(0, 2, "/");
        }
        // "C. if the input buffer begins with a prefix of "/../" or "/..",
        //     where ".." is a complete path segment, then replace that
        //     prefix with "/" in the input buffer and remove the last
        //     segment and its preceding "/" (if any) from the output
        //     buffer; otherwise,"
        else if (begins_with(input, "/../") || input == "/..") {
            input.replace(0, input == "/.." ? 3 : 4, "/");
            std::size_t const last_slash = output.rfind('/');
            output.erase(last_slash == std::string::npos ? 0 : last_slash);
        }
        // "D. if the input buffer consists only of "." or "..", then remove
        //     that from the input buffer; otherwise,"
        else if (input == "." || input == "..") {
            input.clear();
        }
        // "E. move the first path segment in the input buffer to the end of
        //     the output buffer, including the initial "/" character (if
        //     any) and any subsequent characters up to, but not including,
        //     the next "/" character or the end of the input buffer."
        else {
            std::size_t const next_slash = input.find('/', 1);
            std::size_t const length = next_slash == std::string::npos ? input.size() : next_slash;
            output += input.substr(0, length);
            input.erase(0, length);
        }
    }
    // "3. Finally, the output buffer is returned as the result of
    //     remove_dot_segments."
    return output;
}

// RFC 3986 §5.2.2 Transform References
components transform(components const& Base, components const& R, bool strict) {
    components T;
    // -- A non-strict parser may ignore a scheme in the reference
    // -- if it is identical to the base URI's scheme.
    // if ((not strict) and (R.scheme == Base.scheme)) then
    //    undefine(R.scheme);
    // endif;
    // (R stays const; "defined(R.scheme)" below reads this flag. Assigning
    // std::nullopt to a copy of R makes g++ 12 -O3 warn falsely.)
    bool R_scheme_defined = R.scheme.has_value();
    if (!strict && R.scheme == Base.scheme) R_scheme_defined = false;

    if (R_scheme_defined) {  // if defined(R.scheme) then
        T.scheme = R.scheme;  //    T.scheme    = R.scheme;
        T.authority = R.authority;  //    T.authority = R.authority;
        T.path = remove_dot_segments(R.path);  //    T.path      = remove_dot_segments(R.path);
        T.query = R.query;  //    T.query     = R.query;
    } else {  // else
        if (R.authority) {  //    if defined(R.authority) then
            T.authority = R.authority;  //       T.authority = R.authority;
            T.path = remove_dot_segments(R.path);  //       T.path      = remove_dot_segments(R.path);
            T.query = R.query;  //       T.query     = R.query;
        } else {  //    else
            if (R.path.empty()) {  //       if (R.path == "") then
                T.path = Base.path;  //          T.path = Base.path;
                if (R.query) {  //          if defined(R.query) then
                    T.query = R.query;  //             T.query = R.query;
                } else {  //          else
                    T.query = Base.query;  //             T.query = Base.query;
                }  //          endif;
            } else {  //       else
                if (R.path.front() == '/') {  //          if (R.path starts-with "/") then
                    T.path = remove_dot_segments(R.path);  //         T.path = remove_dot_segments(R.path);
                } else {  //          else
                    T.path = merge(Base, R);  //             T.path = merge(Base.path, R.path);
                    T.path = remove_dot_segments(T.path);  //         T.path = remove_dot_segments(T.path);
                }  //          endif;
                T.query = R.query;  //          T.query = R.query;
            }  //       endif;
            T.authority = Base.authority;  //       T.authority = Base.authority;
        }  //    endif;
        T.scheme = Base.scheme;  //    T.scheme = Base.scheme;
    }  // endif;
    T.fragment = R.fragment;  // T.fragment = R.fragment;
    return T;
}

// RFC 3986 §5.3 Component Recomposition
std::string recompose(components const& t) {
    std::string result;  // result = ""
    if (t.scheme) {  // if defined(scheme) then
        result += *t.scheme;  //    append scheme to result;
        result += ":";  //    append ":" to result;
    }  // endif;
    if (t.authority) {  // if defined(authority) then
        result += "//";  //    append "//" to result;
        result += *t.authority;  //    append authority to result;
    }  // endif;
    result += t.path;  // append path to result;
    if (t.query) {  // if defined(query) then
        result += "?";  //    append "?" to result;
        result += *t.query;  //    append query to result;
    }  // endif;
    if (t.fragment) {  // if defined(fragment) then
        result += "#";  //    append "#" to result;
        result += *t.fragment;  //    append fragment to result;
    }  // endif;
    return result;  // return result;
}

std::string resolve(std::string_view base, std::string_view reference, bool strict) {
    return recompose(transform(parse(base), parse(reference), strict));
}

}  // namespace oracle
