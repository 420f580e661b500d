#pragma once
// Every layer × head of one stack (or of all three) to a folder: one file per map, named
// "encoder-L0-H3.png" ("…-mean.png" for the mean over heads), plus one overview sheet per stack
// ("encoder-overview.png") for pictures. As .npy a map is three files: "encoder-L0-H3.npy" and
// its token labels "encoder-L0-H3.rows.npy", "encoder-L0-H3.columns.npy" (FigureWriter). Plain work
// without widgets, so that it runs off the GUI thread and from the command line alike.

#include <QCoreApplication>
#include <QString>
#include <atomic>
#include <functional>
#include <vector>

#include "ExportFormat.h"
#include "FigureWriter.h"
#include "HeatmapFigure.h"

namespace atlas::views {

struct BatchRequest {
    std::vector<Stack> stacks;
    std::vector<int> layers;  // empty: every layer of each stack
    std::vector<int> heads;   // empty: every head; −1: the mean over heads
    ExportFormat format = ExportFormat::Png;
    ImageOptions image;
    HeatmapFigure::Style style;
    QString directory;
};

struct BatchItem {
    QString fileName;  // the map's file; .npy writes its label files beside it
    Stack stack = Stack::EncoderSelf;
    int layer = 0;
    int head = 0;
    bool overview = false;
};

struct BatchResult {
    int written = 0;  // items of the plan
    int files = 0;    // files on disk: for .npy three an item
    bool cancelled = false;
};

class BatchExport {
    Q_DECLARE_TR_FUNCTIONS(BatchExport)

public:
    // The items a request writes, in order: each stack's maps, then its overview.
    static std::vector<BatchItem> plan(const Snapshot& snapshot, const BatchRequest& request);

    // Writes the plan into request.directory (made if missing), each item's files whole or not
    // at all. `progress(done, total)` after every item; `cancel` is read between items. Throws
    // ExportError on the first item that cannot be written: the items before it stay, nothing
    // of that one is left. A folder it made and could not fill is removed again.
    static BatchResult run(const Snapshot& snapshot, const BatchRequest& request,
                           const std::function<void(int, int)>& progress = {},
                           const std::atomic<bool>* cancel = nullptr);

    // How many files an item of `format` is: 3 for .npy (values and labels), else 1.
    static int filesPerItem(ExportFormat format);

    // "encoder", "decoder", "cross": the command line's words and the files' prefixes.
    static QString stackName(Stack stack);
};

}  // namespace atlas::views
