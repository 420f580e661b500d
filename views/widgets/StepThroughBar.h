#pragma once
// The strip above a page's maps that drives step-through decoding: the on/off switch, back to
// step 0, Previous and Next token, and one line that says where decoding stands: step t, the
// token fed and the token produced, and what the KV cache holds, in bytes.

#include <QWidget>

class QLabel;

namespace atlas::views {

class DecodingSteps;

class StepThroughBar : public QWidget {
    Q_OBJECT

public:
    StepThroughBar(DecodingSteps* steps, QWidget* parent = nullptr);

    QLabel* status() const { return status_; }
    // The status line as plain words, for tests and accessibility.
    static QString statusText(const DecodingSteps& steps);

protected:
    void changeEvent(QEvent* event) override;

private:
    void refresh();

    DecodingSteps* steps_;
    QString failure_;    // why decoding failed: shown, re-translated, until the next step
    QWidget* controls_;  // shown while stepping
    QLabel* status_;
};

}  // namespace atlas::views
