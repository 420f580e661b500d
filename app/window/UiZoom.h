#pragma once
// Zoom (Ctrl++ / Ctrl+- / Ctrl+0): the whole window's type, larger or smaller in steps, so that
// token labels, axis captions and heatmap cells (which size themselves from the font) follow.
// The step is kept in the settings.

#include <QObject>

class QAction;
class QWidget;

namespace atlas {

class UiZoom : public QObject {
    Q_OBJECT

public:
    static constexpr double kStep = 1.15;
    static constexpr int kMaxSteps = 6;

    explicit UiZoom(QObject* parent);

    int steps() const { return steps_; }
    QAction* zoomIn() const { return in_; }
    QAction* zoomOut() const { return out_; }
    QAction* reset() const { return reset_; }
    void retranslate();

public slots:
    void setSteps(int steps);  // 0: the type as the system has it

private:
    int steps_ = 0;
    QAction* in_;
    QAction* out_;
    QAction* reset_;
};

}  // namespace atlas
