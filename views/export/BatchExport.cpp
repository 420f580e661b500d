#include "BatchExport.h"

#include <QDir>

#include "OverviewFigure.h"

namespace atlas::views {

namespace {

std::vector<int> upTo(int n) {
    std::vector<int> all;
    for (int i = 0; i < n; ++i) all.push_back(i);
    return all;
}

std::vector<int> layersOf(const Snapshot& snapshot, Stack stack, const BatchRequest& request) {
    if (request.layers.empty()) return upTo(snapshot.layers(stack));
    std::vector<int> chosen;
    for (int l : request.layers)
        if (l >= 0 && l < snapshot.layers(stack)) chosen.push_back(l);
    return chosen;
}

std::vector<int> headsOf(const Snapshot& snapshot, const BatchRequest& request) {
    return request.heads.empty() ? upTo(snapshot.model.heads) : request.heads;
}

}  // namespace

QString BatchExport::stackName(Stack stack) {
    switch (stack) {
        case Stack::EncoderSelf:
            return QStringLiteral("encoder");
        case Stack::DecoderSelf:
            return QStringLiteral("decoder");
        case Stack::Cross:
            break;
    }
    return QStringLiteral("cross");
}

int BatchExport::filesPerItem(ExportFormat format) {
    return int(FigureWriter::paths(format, QString()).size());
}

std::vector<BatchItem> BatchExport::plan(const Snapshot& snapshot, const BatchRequest& request) {
    std::vector<BatchItem> items;
    const QString suffix = QLatin1Char('.') + formatName(request.format);
    for (Stack stack : request.stacks) {
        const std::vector<int> layers = layersOf(snapshot, stack, request);
        const std::vector<int> heads = headsOf(snapshot, request);
        for (int layer : layers)
            for (int head : heads) {
                const QString name =
                    QStringLiteral("%1-L%2-%3")
                        .arg(stackName(stack))
                        .arg(layer)
                        .arg(head < 0 ? QStringLiteral("mean") : QStringLiteral("H%1").arg(head));
                items.push_back({name + suffix, stack, layer, head, false});
            }
        if (isPicture(request.format) && !layers.empty() && !heads.empty())
            items.push_back(
                {stackName(stack) + QStringLiteral("-overview") + suffix, stack, -1, -1, true});
    }
    return items;
}

BatchResult BatchExport::run(const Snapshot& snapshot, const BatchRequest& request,
                             const std::function<void(int, int)>& progress,
                             const std::atomic<bool>* cancel) {
    const std::vector<BatchItem> items = plan(snapshot, request);
    QDir dir(request.directory);
    const bool made = !dir.exists();
    if (made && !QDir().mkpath(request.directory))
        throw ExportError(tr("cannot make the folder %1")
                              .arg(QDir::toNativeSeparators(request.directory))
                              .toStdString());
    BatchResult result;
    try {
        for (const BatchItem& item : items) {
            if (cancel && cancel->load(std::memory_order_relaxed)) {
                result.cancelled = true;
                break;
            }
            const QString path = dir.filePath(item.fileName);
            if (item.overview) {
                const OverviewFigure sheet(
                    snapshot, item.stack, layersOf(snapshot, item.stack, request),
                    headsOf(snapshot, request), request.style.colormap, request.style.scale);
                FigureWriter::write(sheet, request.format, path, request.image, Links::Replace);
            } else {
                const HeatmapFigure map = HeatmapFigure::attention(snapshot, item.stack, item.layer,
                                                                   item.head, request.style);
                FigureWriter::write(map, request.format, path, request.image, Links::Replace);
            }
            ++result.written;
            result.files += filesPerItem(request.format);
            if (progress) progress(result.written, int(items.size()));
        }
    } catch (...) {
        if (made && result.written == 0) dir.rmdir(dir.absolutePath());
        throw;
    }
    if (made && result.written == 0) dir.rmdir(dir.absolutePath());
    return result;
}

}  // namespace atlas::views
