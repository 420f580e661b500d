#pragma once
// The Training lab's choices for the next run: the task, the architecture (encoder-decoder or
// decoder-only), the attention kind and the model size, on a row of labelled combo boxes that wraps
// where the page is narrow.

#include <QObject>

#include "TrainingSession.h"

class QComboBox;
class QWidget;

namespace atlas {

class LabRunChoice : public QObject {
    Q_OBJECT

public:
    explicit LabRunChoice(QWidget* parent);

    QWidget* row() const { return row_; }
    views::TrainingRequest request() const;
    void setRequest(const views::TrainingRequest& request);
    void setEnabled(bool enabled);  // not while a run is under way
    void retranslate();

signals:
    void architectureChanged();

private:
    void nameSizes();  // their layer counts follow the architecture

    QWidget* row_ = nullptr;
    QComboBox* task_ = nullptr;
    QComboBox* architecture_ = nullptr;
    QComboBox* attention_ = nullptr;
    QComboBox* size_ = nullptr;
};

}  // namespace atlas
