#include "EmbeddingsView.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSplitter>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

#include "HeatmapWidget.h"
#include "Pca.h"
#include "PcaScatterWidget.h"

namespace atlas::views {

namespace {

float largestMagnitude(std::initializer_list<const Grid*> grids) {
    float top = 0;
    for (const Grid* g : grids)
        for (float v : g->values)
            if (std::isfinite(v)) top = std::max(top, std::abs(v));
    return top;
}

bool allZero(const Grid& g) {
    return std::all_of(g.values.begin(), g.values.end(), [](float v) { return v == 0.0f; });
}

// Embedding tables are signed: the diverging map keeps 0 white and shows the sign as hue.
HeatmapWidget* tableWidget(QWidget* parent) {
    auto* map = new HeatmapWidget(parent);
    map->setColormap(Colormap::Name::Diverging);
    map->setSquareCells(false);
    map->setValueLabelsVisible(false);
    return map;
}

}  // namespace

EmbeddingsView::EmbeddingsView(QWidget* parent)
    : QWidget(parent),
      embeddings_(tableWidget(this)),
      positions_(tableWidget(this)),
      positionsNotice_(new QLabel(this)),
      input_(tableWidget(this)),
      cosine_(new HeatmapWidget(this)),
      scatter_(new PcaScatterWidget(this)),
      depthBox_(new QComboBox(this)) {
    // Cosine lies in [−1, 1] with 0 (orthogonal) in the middle: the diverging map, fixed to
    // that range, so that the same colour means the same angle at every depth.
    cosine_->setColormap(Colormap::Name::Diverging);
    cosine_->setValueRange(-1.0, 1.0);
    cosine_->setValueLabelsVisible(false);

    // A rotary model adds nothing for the position: a map of zeros would be an empty box, so a
    // notice says so and leaves its room to the two maps around it.
    positionsNotice_->setObjectName("positionsNotice");
    positionsNotice_->setWordWrap(true);
    positionsNotice_->setTextFormat(Qt::RichText);
    positionsNotice_->setFrameShape(QFrame::StyledPanel);
    positionsNotice_->setMargin(fontMetrics().height() / 2);
    positionsNotice_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    positionsNotice_->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Minimum);  // never cut
    positionsNotice_->hide();

    // Narrower than a heatmap's least width at presentation type: the tables' cells need not
    // be square, and the two columns fit a 1280-px window at twice the type.
    for (HeatmapWidget* map : {embeddings_, positions_, input_})
        map->setMinimumWidth(12 * fontMetrics().height());
    auto* tables = new QWidget(this);
    auto* tablesLayout = new QVBoxLayout(tables);
    tablesLayout->setContentsMargins(0, 0, 0, 0);
    tablesLayout->addWidget(embeddings_, 1);
    tablesLayout->addWidget(positions_, 1);
    tablesLayout->addWidget(positionsNotice_);  // the map's place when there is none
    tablesLayout->addWidget(input_, 1);

    // Its longest item ("input embeddings (E·√d_model + PE)") at presentation type in German
    // would widen the column past the window: it may be narrower (the list shows them whole).
    depthBox_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    depthBox_->setMinimumContentsLength(16);
    connect(depthBox_, &QComboBox::currentTextChanged, depthBox_, &QWidget::setToolTip);
    auto* depthRow = new QHBoxLayout;
    depthLabel_ = new QLabel(this);
    depthLabel_->setBuddy(depthBox_);
    depthRow->addWidget(depthLabel_);
    depthRow->addWidget(depthBox_, 1);
    auto* geometry = new QSplitter(Qt::Vertical, this);
    geometry->addWidget(scatter_);
    geometry->addWidget(cosine_);
    geometry->setChildrenCollapsible(false);
    // Proportions: the matrix is square and carries a column of labels above it, so it gets the
    // larger share.
    geometry->setSizes({2, 3});
    auto* right = new QWidget(this);
    auto* rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addLayout(depthRow);
    rightLayout->addWidget(geometry, 1);

    auto* split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(tables);
    split->addWidget(right);
    split->setChildrenCollapsible(false);
    // The right column wider than the tables: the cosine matrix is square, so its width is its
    // size, and the tables read as well narrower (their cells need not be square).
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(split);

    connect(depthBox_, &QComboBox::currentIndexChanged, this, &EmbeddingsView::setDepth);
    for (HeatmapWidget* map : {embeddings_, positions_, input_, cosine_})
        connect(map, &HeatmapWidget::cellHovered, this,
                [this](int row, int) { hoverFromView(row); });
    connect(scatter_, &PcaScatterWidget::pointHovered, this, &EmbeddingsView::hoverFromView);
    retranslate();
}

void EmbeddingsView::retranslate() {
    for (HeatmapWidget* map : {embeddings_, positions_, input_})
        map->setAxisNames(tr("token"), tr("dimension"));
    cosine_->setAxisNames(tr("token"), tr("token"));
    depthLabel_->setText(tr("&Vectors at:"));
    embeddings_->setTitle(tr("Token embeddings E[id]·√d_model (tokens × d_model)"));
    positions_->setTitle(learned_ ? tr("+ learned positions P[p] (one trained row a position)")
                                  : tr("+ positional encodings PE (sinusoidal)"));
    const QString none = QStringLiteral("<b>%1</b><br>").arg(tr("+ positional encodings PE: none"));
    positionsNotice_->setText(
        none + (rotary_ ? tr("This model adds nothing for the position (PE = 0): the input "
                             "below is E alone. Its positions are rotary (RoPE): attention turns "
                             "each query and key by an angle that grows with its position (see "
                             "“Rotary positions”).")
                        : tr("This model's forward pass reports no positional encodings, so "
                             "there is no table to draw.")));
    const bool sum = positionsDrawn();
    // BERT's family: the token-type row and the embeddings' LayerNorm (BertEmbeddings).
    if (encoderOnly_ && learned_)
        input_->setTitle(tr("= encoder input X = LayerNorm(E[id] + P[p] + T[type 0])"));
    else
        input_->setTitle(decoderOnly_ ? (sum ? tr("= decoder input X = E[id]·√d_model + PE")
                                             : tr("= decoder input X = E[id]·√d_model (PE = 0)"))
                                      : (sum ? tr("= encoder input X = E[id]·√d_model + PE")
                                             : tr("= encoder input X = E[id]·√d_model (PE = 0)")));
    for (int d = 0; d < depthBox_->count(); ++d) depthBox_->setItemText(d, depthName(d));
    depthBox_->setToolTip(depthBox_->currentText());
    titleDepth();
}

void EmbeddingsView::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

QString EmbeddingsView::depthName(int depth) {
    return depth == 0 ? tr("input embeddings (E·√d_model + PE)")
                      : tr("after encoder layer %1").arg(depth - 1);
}

void EmbeddingsView::setSnapshot(const Snapshot& snapshot) {
    tokens_ = snapshot.embedded();
    states_ = snapshot.encoderStates;

    embeddings_->setMatrix(snapshot.tokenEmbeddings, tokens_);
    positions_->setMatrix(snapshot.positions, tokens_);
    input_->setMatrix(snapshot.encoderInput, tokens_);
    const float top =
        largestMagnitude({&snapshot.tokenEmbeddings, &snapshot.positions, &snapshot.encoderInput});
    // One scale for the three, so that a colour in the sum is the colours above it added up.
    for (HeatmapWidget* map : {embeddings_, positions_, input_})
        top > 0 ? map->setValueRange(-top, top) : map->setAutoValueRange();
    hasPositions_ = !snapshot.positions.empty();
    rotary_ = hasPositions_ && allZero(snapshot.positions);
    learned_ = snapshot.model.learnedPositions;
    decoderOnly_ = snapshot.model.decoderOnly;
    encoderOnly_ = snapshot.model.encoderOnly;
    showPositions();

    const QSignalBlocker quiet(depthBox_);
    depthBox_->clear();
    for (int d = 0; d < depthCount(); ++d) depthBox_->addItem(depthName(d));
    if (depth_ >= depthCount()) depth_ = 0;
    depthBox_->setCurrentIndex(depth_);
    showDepth();
    retranslate();
}

bool EmbeddingsView::positionsDrawn() const {
    return hasPositions_ && !rotary_;
}

void EmbeddingsView::showPositions() {
    // The notice takes the height of its text, the map a third of the column.
    positions_->setVisible(positionsDrawn());
    positionsNotice_->setVisible(!positionsDrawn());
}

const Grid& EmbeddingsView::vectorsAtDepth() const {
    static const Grid none;
    return depth_ >= 0 && depth_ < depthCount() ? states_[size_t(depth_)] : none;
}

Grid EmbeddingsView::cosineGrid(const Grid& vectors) {
    Grid c;
    if (vectors.empty()) return c;
    c.rows = c.cols = vectors.rows;
    c.values = cosineSimilarity(vectors.values, vectors.rows, vectors.cols);
    return c;
}

void EmbeddingsView::setDepth(int depth) {
    if (depth < 0 || depth >= depthCount() || depth == depth_) return;
    depth_ = depth;
    const QSignalBlocker quiet(depthBox_);
    depthBox_->setCurrentIndex(depth);
    showDepth();
    emit depthChanged(depth);
}

bool EmbeddingsView::depthShown() const {
    const Grid& vectors = vectorsAtDepth();
    return !vectors.empty() && vectors.rows == tokens_.size();
}

void EmbeddingsView::showDepth() {
    if (!depthShown()) {
        scatter_->clear();
        cosine_->clear();
        return;
    }
    const Grid& vectors = vectorsAtDepth();
    scatter_->setProjection(pca(vectors.values, vectors.rows, vectors.cols), tokens_);
    cosine_->setMatrix(cosineGrid(vectors), tokens_, tokens_);
    titleDepth();
}

void EmbeddingsView::titleDepth() {
    if (!depthShown()) return;
    const QString where = depthName(depth_);
    scatter_->setTitle(tr("PCA of the token vectors · %1").arg(where));
    cosine_->setTitle(tr("Cosine similarity · %1 · blue −1, white 0, red +1").arg(where));
}

void EmbeddingsView::setHighlightedToken(int index) {
    for (HeatmapWidget* map : {embeddings_, positions_, input_}) map->setHighlightedQuery(index);
    cosine_->setHighlightedQuery(index);
    cosine_->setHighlightedKey(index);
    scatter_->setHighlighted(index);
}

void EmbeddingsView::hoverFromView(int index) {
    // The page follows its own hover even when no window routes the signal back.
    setHighlightedToken(index);
    emit tokenHovered(index);
}

}  // namespace atlas::views
