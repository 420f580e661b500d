#pragma once
// File ▸ Export…: format, size (1×–4× or a DPI), background and the file of the current page's
// figure; for "Export all heads…" a folder and which stacks instead of a file.

#include <QDialog>

#include "BatchExport.h"
#include "FigureWriter.h"

class QComboBox;
class QLabel;
class QLineEdit;

namespace atlas {

class ExportDialog : public QDialog {
    Q_OBJECT

public:
    enum class Mode { OneFigure, AllHeads };

    // `picturesOnly`: the figure shows no matrix (a chart), so CSV, JSON and .npy are not offered.
    ExportDialog(Mode mode, const QString& suggestedName, bool picturesOnly,
                 QWidget* parent = nullptr);

    views::ExportFormat format() const;
    views::ImageOptions imageOptions() const;
    QString path() const;  // the file, or the folder of a batch
    bool allStacks() const;

private:
    void browse();
    void formatChanged();

    Mode mode_;
    QComboBox* format_;
    QComboBox* size_;
    QComboBox* theme_;
    QComboBox* stacks_ = nullptr;
    QLineEdit* path_;
    QLabel* npyNote_;  // where .npy puts the token labels
};

}  // namespace atlas
