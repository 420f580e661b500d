#include "SentencePairPanel.h"

#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>
#include <algorithm>

#include "BackgroundJob.h"
#include "CrossAttentionView.h"
#include "ModelConfig.h"
#include "ModelContext.h"
#include "PairAttentionRunner.h"

namespace atlas {

namespace {

// Sentence B until the user types another: short, and in the built-in masked LM's vocabulary.
constexpr const char* kSecondSentence = "The cat sees the dog.";

QLabel* wrappedLabel(QWidget* parent, const char* name) {
    auto* label = new QLabel(parent);
    label->setObjectName(name);
    label->setWordWrap(true);
    return label;
}

}  // namespace

SentencePairPanel::SentencePairPanel(const PageContext& context, QWidget* parent)
    : QWidget(parent), model_(context.model) {
    pool_.setMaxThreadCount(1);
    job_ = new views::BackgroundJob(&pool_, this);
    intro_ = wrappedLabel(this, "pairIntro");
    firstLabel_ = new QLabel(this);
    first_ = new QLabel(this);
    first_->setObjectName("pairFirst");
    first_->setTextFormat(Qt::PlainText);
    first_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    secondLabel_ = new QLabel(this);
    second_ = new QLineEdit(QString::fromUtf8(kSecondSentence), this);
    second_->setObjectName("pairSecond");
    second_->setClearButtonEnabled(true);
    secondLabel_->setBuddy(second_);
    directionLabel_ = new QLabel(this);
    direction_ = new QComboBox(this);
    direction_->setObjectName("pairDirection");
    direction_->addItems({QString(), QString()});
    directionLabel_->setBuddy(direction_);
    share_ = wrappedLabel(this, "pairShare");
    status_ = wrappedLabel(this, "pairStatus");
    view_ = new views::CrossAttentionView(this);

    auto* form = new QGridLayout;
    form->addWidget(firstLabel_, 0, 0);
    form->addWidget(first_, 0, 1, 1, 3);
    form->addWidget(secondLabel_, 1, 0);
    form->addWidget(second_, 1, 1, 1, 3);
    form->addWidget(directionLabel_, 2, 0);
    form->addWidget(direction_, 2, 1);
    form->addWidget(share_, 2, 2, 1, 2);
    form->setColumnStretch(3, 1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(intro_);
    layout->addLayout(form);
    layout->addWidget(status_);
    layout->addWidget(view_, 1);
    layout->addStretch();  // keeps the controls at the top while the view is hidden
    retranslate();

    connect(job_, &views::BackgroundJob::failed, this, [this](const QString& message) {
        failure_ = message;
        pair_ = {};
        display();
        emit pairChanged();
    });
    connect(job_, &views::BackgroundJob::busyChanged, this, [this] { display(); });
    connect(second_, &QLineEdit::textChanged, this, [this] {
        stale_ = true;
        request();
    });
    connect(direction_, &QComboBox::currentIndexChanged, this, [this] { display(); });
    auto& model = model_;
    connect(&model, &views::ModelContext::modelChanged, this,
            [this, &model] { setModel(model.model()); });
    connect(&model, &views::ModelContext::snapshotChanged, this, [this] {
        stale_ = true;
        request();
    });
    setModel(model.model());
}

SentencePairPanel::~SentencePairPanel() {
    job_->cancel();
    pool_.waitForDone();
}

bool SentencePairPanel::isBusy() const {
    return job_->isBusy();
}

void SentencePairPanel::retranslate() {
    intro_->setText(
        tr("<b>Nothing to align:</b> an encoder-only model reads one text and writes none, so no "
           "decoder reads across to a source. What BERT was pre-trained on besides masks is a "
           "<b>sentence pair</b>: two texts as one input, [CLS] A [SEP] B [SEP], the first "
           "part's tokens of type 0 and the second's of type 1, each type adding a learned "
           "vector T[type] to its embeddings. Every token still attends to every token; below, "
           "the attention of one part to the other."));
    firstLabel_->setText(tr("Sentence A:"));
    secondLabel_->setText(tr("Sentence &B:"));
    second_->setPlaceholderText(tr("Type a second sentence"));
    directionLabel_->setText(tr("&Show:"));
    direction_->setItemText(0, tr("A reads B (rows A, columns B)"));
    direction_->setItemText(1, tr("B reads A (rows B, columns A)"));
    display();
}

void SentencePairPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

void SentencePairPanel::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    request();
}

void SentencePairPanel::setModel(std::shared_ptr<const Model> model) {
    job_->cancel();
    runner_.reset();
    if (model && views::configOf(*model).encoderOnly())
        runner_ = std::make_shared<const PairAttentionRunner>(std::move(model));
    pair_ = {};
    stale_ = true;
    display();
}

bool SentencePairPanel::firstReadsSecond() const {
    return direction_->currentIndex() != 1;
}

void SentencePairPanel::request() {
    const auto snapshot = model_.snapshot();
    if (!runner_ || !snapshot || !snapshot->model.encoderOnly || !stale_ || !isVisible())
        return display();
    const QString first = snapshot->sourceText, second = second_->text();
    stale_ = false;
    failure_.clear();
    if (second.trimmed().isEmpty()) {
        job_->cancel();
        pair_ = {};
        emit pairChanged();
        return display();
    }
    auto runner = runner_;
    job_->start<views::PairAttention>(
        [runner, first, second](const std::atomic<bool>& cancelled) {
            return runner->run(first, second, cancelled);
        },
        [this](views::PairAttention pair) {
            pair_ = std::move(pair);
            display();
            emit pairChanged();
        });
    display();
}

void SentencePairPanel::display() {
    const auto snapshot = model_.snapshot();
    first_->setText(snapshot ? snapshot->sourceText : QString());
    if (!failure_.isEmpty())
        status_->setText(tr("This pair cannot be read: %1").arg(failure_));
    else if (second_->text().trimmed().isEmpty())
        status_->setText(
            tr("Type a second sentence to see how the two parts attend to each other."));
    else if (job_->isBusy() && pair_.empty())
        status_->setText(tr("Reading the pair…"));
    else if (!pair_.empty()) {
        const int n = int(pair_.tokens.size()), b = pair_.secondBegin;
        status_->setText(
            pair_.typed
                ? tr("The input: %1 tokens, the first %2 of type 0, the last %3 of type 1.")
                      .arg(n)
                      .arg(b)
                      .arg(n - b)
                : tr("The input: %1 tokens, the first %2 for A, the last %3 for B. This model "
                     "has no token types: only the separator tells the parts apart.")
                      .arg(n)
                      .arg(b)
                      .arg(n - b));
    }
    view_->setVisible(!pair_.empty());
    if (!pair_.empty() && snapshot) {
        view_->setPairBlock(views::pairBlock(snapshot->model, pair_, firstReadsSecond()),
                            firstReadsSecond());
        view_->setLayer(layer_);
        view_->setHead(head_);
    }
    showShare();
}

void SentencePairPanel::follow(int layer, int head) {
    layer_ = std::clamp(layer, 0, std::max(int(pair_.attention.size()) - 1, 0));
    head_ = head;
    view_->setLayer(layer_);
    view_->setHead(head_);
    showShare();
}

void SentencePairPanel::showShare() {
    if (pair_.empty()) return share_->clear();
    const double share = views::crossingShare(pair_, firstReadsSecond(), layer_, head_);
    const QString percent = QString::number(100 * share, 'f', 0);
    share_->setText(firstReadsSecond()
                        ? tr("A's tokens put %1% of their attention on B").arg(percent)
                        : tr("B's tokens put %1% of their attention on A").arg(percent));
}

}  // namespace atlas
