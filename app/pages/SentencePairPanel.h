#pragma once
// The Alignment page of an encoder-only model: it has nothing to align, and offers what BERT was
// pre-trained to read instead, a sentence pair. The window's text is sentence A, the field here
// sentence B; the model reads tokenizer(A, B) — [CLS] A [SEP] B [SEP], token types 0 then 1 —
// in one pass off the GUI thread, and the panel shows one part's attention to the other as the
// page shows cross-attention: a heatmap and lines, for the toolbar's layer and head.

#include <QThreadPool>
#include <QWidget>
#include <memory>

#include "PageContext.h"
#include "PairAttention.h"

class QComboBox;
class QLabel;
class QLineEdit;

namespace atlas {

class Model;
class PairAttentionRunner;

namespace views {
class BackgroundJob;
class CrossAttentionView;
class ModelContext;
}  // namespace views

class SentencePairPanel : public QWidget {
    Q_OBJECT

public:
    explicit SentencePairPanel(const PageContext& context, QWidget* parent = nullptr);
    ~SentencePairPanel() override;

    QLineEdit* secondField() const { return second_; }
    QComboBox* direction() const { return direction_; }
    views::CrossAttentionView* view() const { return view_; }
    QLabel* status() const { return status_; }
    // The pair last computed (empty before the first result).
    const views::PairAttention& pair() const { return pair_; }
    bool isBusy() const;

    // The toolbar's layer and head (−1: the mean), clamped to the encoder's.
    void follow(int layer, int head);

signals:
    void pairChanged();  // a new result, or a failure

protected:
    void showEvent(QShowEvent* event) override;  // computes what changed while hidden
    void changeEvent(QEvent* event) override;    // LanguageChange: retranslate()

private:
    void setModel(std::shared_ptr<const Model> model);
    void request();
    void display();
    void showShare();
    void retranslate();
    bool firstReadsSecond() const;

    views::ModelContext& model_;  // the window's, outliving the panel
    QThreadPool pool_;
    views::BackgroundJob* job_ = nullptr;
    std::shared_ptr<const PairAttentionRunner> runner_;
    views::PairAttention pair_;
    QString failure_;
    bool stale_ = true;  // the text, the second text or the model changed since pair_
    QLabel* intro_ = nullptr;
    QLabel* firstLabel_ = nullptr;
    QLabel* first_ = nullptr;
    QLabel* secondLabel_ = nullptr;
    QLineEdit* second_ = nullptr;
    QLabel* directionLabel_ = nullptr;
    QComboBox* direction_ = nullptr;
    QLabel* share_ = nullptr;
    QLabel* status_ = nullptr;
    views::CrossAttentionView* view_ = nullptr;
    int layer_ = 0, head_ = -1;
};

}  // namespace atlas
