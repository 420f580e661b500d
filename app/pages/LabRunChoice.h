#pragma once
// The Training lab's choices for the next run: the task, the architecture (encoder-decoder or
// decoder-only), the attention kind and the model size, on one row of labelled combo boxes.

#include <QList>
#include <QObject>
#include <utility>

#include "TrainingSession.h"

class QComboBox;
class QGridLayout;
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
    // Two pairs a row for presentation mode's type, where four in one row are cut short.
    void setPairsPerRow(int count);

signals:
    void architectureChanged();

private:
    void nameSizes();  // their layer counts follow the architecture

    QWidget* row_ = nullptr;
    QGridLayout* grid_ = nullptr;
    QList<std::pair<QWidget*, QComboBox*>> pairs_;  // a label and its combo box
    QComboBox* task_ = nullptr;
    QComboBox* architecture_ = nullptr;
    QComboBox* attention_ = nullptr;
    QComboBox* size_ = nullptr;
};

}  // namespace atlas
