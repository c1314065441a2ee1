// `iri explain --format dot|svg`: the tree of an explanation
// (<iri/explain.hpp>) as a picture, for people learning the grammar. dot is
// Graphviz source (render it with `dot -Tsvg`); svg is drawn here, a
// top-down tree of boxes, so that the tool needs no Graphviz.
//
// Both draw the same bounded tree (picture_tree): a long input or a deep
// failure gives at most picture_limits::max_boxes boxes, each label at
// most picture_limits::text_code_points characters of input.
#pragma once

#include <iri/error.hpp>
#include <iri/explain.hpp>

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace iri::tool {

// What one input's picture is of.
struct explain_picture {
    std::string_view input;
    std::string_view production;  // the entry point or --rule production
    bool valid = false;
    iri::diagnostic const* error = nullptr;  // when not valid
    iri::explanation const* explanation = nullptr;
};

// A box of the picture: what became of one rule, or of several attempts.
struct picture_box {
    enum class status {
        matched,  // kept
        failed,  // gave up (on a failure, the deepest attempt and its alternatives)
        undone,  // matched, then thrown away by backtracking
        folded,  // stands for attempts the explanation or the picture left out
    };
    status state = status::matched;
    std::vector<std::string> lines;  // the label: the rule, its span and text, a note; safe to show
    std::vector<picture_box> children;
};

struct picture_limits {
    std::size_t max_boxes = 250;
    std::size_t text_code_points = 24;
};

// The tree to draw: rules that failed at once in a row at one place share
// a box (as in the text output), and past max_boxes the remaining children
// of a rule share one "... N more" box.
picture_box picture_tree(explain_picture const& picture, picture_limits limits = {});

// The heading of a picture: the input, and the verdict or error line.
std::vector<std::string> picture_heading(explain_picture const& picture, picture_limits limits = {});

// Columns a label takes in a monospace font (wide characters take two).
std::size_t label_columns(std::string_view label);

// One digraph per input.
void write_explain_dot(std::string& out, explain_picture const& picture);
// One SVG document per input.
void write_explain_svg(std::string& out, explain_picture const& picture);

}  // namespace iri::tool
