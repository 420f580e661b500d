// Renders the attention views from hand-made snapshots to PNG files, to look at them without
// starting the application: views_gallery [output directory, default /tmp].

#include <QApplication>
#include <QDir>
#include <QPalette>
#include <QStyleFactory>
#include <cmath>

#include "AttentionGridWidget.h"
#include "ComparePanel.h"
#include "HeadStatsWidget.h"
#include "HeatmapWidget.h"
#include "SampleSnapshot.h"

using namespace atlas::views;
using atlas::views::testing::SampleOptions;
using atlas::views::testing::sampleSnapshot;

namespace {

void save(QWidget& widget, QSize size, const QString& path) {
    widget.resize(size);
    widget.grab().save(path);
    qInfo("%s", qPrintable(path));
}

QPalette darkPalette() {
    QPalette p;
    p.setColor(QPalette::Window, QColor(0x20, 0x22, 0x26));
    p.setColor(QPalette::WindowText, QColor(0xe8, 0xe8, 0xe8));
    p.setColor(QPalette::Base, QColor(0x16, 0x18, 0x1b));
    p.setColor(QPalette::Text, QColor(0xe8, 0xe8, 0xe8));
    p.setColor(QPalette::Button, QColor(0x2c, 0x2f, 0x34));
    p.setColor(QPalette::ButtonText, QColor(0xe8, 0xe8, 0xe8));
    p.setColor(QPalette::Highlight, QColor(0x3d, 0xae, 0xe9));
    return p;
}

// A long sentence: column labels turn upright and thin out, row labels thin out.
void saveLongSentence(const QString& path) {
    const QStringList words =
        QStringLiteral(
            "▁When ▁the ▁students ▁looked ▁at ▁the ▁projector , ▁every ▁head ▁of ▁every ▁layer "
            "▁showed ▁what ▁it ▁attended ▁to , ▁from ▁the ▁first ▁token ▁to ▁the ▁end ▁of ▁the "
            "▁sentence ▁and ▁beyond ▁into ▁the ▁long ▁tail ▁of ▁rare ▁words ▁like ▁Donaudampf "
            "schiff fahrt .")
            .split(' ');
    QVector<Token> longTokens = atlas::views::testing::tokens(words);
    longTokens.push_back(atlas::views::testing::tokens({QStringLiteral("</s>")})[0]);
    const int n = int(longTokens.size());
    HeatmapWidget longMap;
    longMap.setTitle(
        QStringLiteral("Encoder self-attention · layer 4 · head 2 · %1 tokens").arg(n));
    longMap.setMatrix(atlas::views::testing::softmaxMap(n, n, false,
                                                        [n](int r, int c) {
                                                            return 3.0f * (c == r - 1) +
                                                                   2.0f * (c == n - 1) -
                                                                   0.05f * std::abs(r - c);
                                                        }),
                      longTokens, longTokens);
    longMap.setHighlightedKey(7);
    save(longMap, QSize(1000, 800), path);
}

}  // namespace

int main(int argc, char** argv) {
    // Renders without a display unless one is asked for.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    const QDir out(argc > 1 ? QString::fromLocal8Bit(argv[1]) : QStringLiteral("/tmp"));
    const auto english = std::make_shared<const Snapshot>(sampleSnapshot());
    SampleOptions chineseOptions;
    chineseOptions.chinese = true;
    const auto chinese = std::make_shared<const Snapshot>(sampleSnapshot(chineseOptions));
    SampleOptions mlaOptions;
    mlaOptions.attention = QStringLiteral("mla");
    mlaOptions.layers = 3;
    mlaOptions.heads = 4;
    const auto mla = std::make_shared<const Snapshot>(sampleSnapshot(mlaOptions));

    HeatmapWidget cross;
    cross.setAttention(*english, Stack::Cross, 1, 0);
    save(cross, QSize(1000, 760), out.filePath("heatmap.png"));

    HeatmapWidget decoder;
    decoder.setAttention(*english, Stack::DecoderSelf, 2, 1);
    decoder.setHighlightedQuery(5);
    save(decoder, QSize(1000, 760), out.filePath("heatmap_decoder.png"));

    HeatmapWidget cjk;
    cjk.setAttention(*chinese, Stack::EncoderSelf, 0, 3);
    cjk.setScaleKind(ColorScale::Kind::Log);
    cjk.setColormap(Colormap::Name::Magma);
    save(cjk, QSize(1000, 760), out.filePath("heatmap_cjk.png"));

    // Presentation mode doubles the type; everything else scales with it.
    HeatmapWidget presentation;
    QFont large = presentation.font();
    large.setPointSizeF(large.pointSizeF() * 2);
    presentation.setFont(large);
    presentation.setAttention(*english, Stack::Cross, 1, 0);
    presentation.setHighlightedQuery(2);
    save(presentation, QSize(1600, 1000), out.filePath("heatmap_presentation.png"));

    HeatmapWidget dark;
    dark.setPalette(darkPalette());
    dark.setAttention(*english, Stack::Cross, 3, -1);
    dark.setColormap(Colormap::Name::Cividis);
    save(dark, QSize(1000, 760), out.filePath("heatmap_dark.png"));

    saveLongSentence(out.filePath("heatmap_long.png"));

    AttentionGridWidget grid;
    grid.setSnapshot(english, Stack::DecoderSelf);
    grid.setSelected(2, 5);
    save(grid, QSize(1100, 720), out.filePath("grid.png"));

    AttentionGridWidget mlaGrid;
    mlaGrid.setSnapshot(mla, Stack::Cross);
    save(mlaGrid, QSize(800, 600), out.filePath("grid_mla.png"));

    HeadStatsWidget stats;
    stats.setSnapshot(english);
    stats.setSecondSnapshot(chinese);
    stats.setStack(Stack::Cross);
    stats.setSelected(1, 2);
    save(stats, QSize(720, 1000), out.filePath("stats.png"));
    return 0;
}
