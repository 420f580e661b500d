#pragma once
// SPEC §4: what `attention-atlas export` is asked to do, parsed from its arguments before any
// work, so that every bad argument is a usage error before a model is loaded (and so that the
// parser can be fuzzed on its own: tests/fuzz/fuzz_exportoptions.cpp).

#include <QString>
#include <optional>
#include <string>
#include <vector>

#include "CommandLine.h"
#include "ExportFormat.h"
#include "FigureWriter.h"
#include "HeatmapFigure.h"
#include "ViewSelection.h"

namespace atlas {

struct ExportOptions {
    enum class View { Attention, Embeddings, Kv };
    // A choice of the command line: one index, every one, or (heads only) the mean.
    struct Pick {
        enum Kind { One, All, Mean } kind = One;
        int index = 0;
    };

    View view = View::Attention;
    std::vector<views::Stack> stacks;
    Pick layer, head;
    // Whether --layer was given: a layer the user never gave (the default, a session's) is not
    // held against a stack without layers (a model trained with --encoder-layers 0).
    bool layerGiven = false;
    views::ImageOptions image;
    views::HeatmapFigure::Style style;
    QString out;
    views::ExportFormat format = views::ExportFormat::Png;

    // Several files into the folder `out` (more than one stack, or `all` layers or heads).
    bool batch() const;

    // The choices of `cl` on top of a session's (nullptr: none); throws UsageError.
    static ExportOptions parse(const CommandLine& cl, const ViewSelection* session);
};

}  // namespace atlas
