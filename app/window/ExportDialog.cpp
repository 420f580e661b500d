#include "ExportDialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>

namespace atlas {

namespace {

using views::ExportFormat;

const char* const kFolderKey = "export/folder";
const char* const kFormatKey = "export/format";
const char* const kSizeKey = "export/size";
const char* const kThemeKey = "export/theme";

// Sizes: a scale (1–4) or, negative, a DPI.
constexpr int kSizes[] = {1, 2, 3, 4, -150, -300, -600};

}  // namespace

ExportDialog::ExportDialog(Mode mode, const QString& suggestedName, bool picturesOnly,
                           QWidget* parent)
    : QDialog(parent),
      mode_(mode),
      format_(new QComboBox(this)),
      size_(new QComboBox(this)),
      theme_(new QComboBox(this)),
      path_(new QLineEdit(this)),
      npyNote_(new QLabel(this)) {
    setWindowTitle(mode == Mode::OneFigure ? tr("Export figure") : tr("Export all heads"));
    QSettings settings;
    for (ExportFormat f : views::allExportFormats())
        if (!picturesOnly || views::isPicture(f)) format_->addItem(views::formatFilter(f), int(f));
    format_->setCurrentIndex(
        std::max(0, format_->findData(settings.value(kFormatKey, int(ExportFormat::Png)))));
    for (int s : kSizes)
        size_->addItem(s > 0 ? tr("%1× (%2 dpi)").arg(s).arg(96 * s) : tr("%1 dpi").arg(-s), s);
    size_->setCurrentIndex(std::max(0, size_->findData(settings.value(kSizeKey, 2))));
    for (auto kind : views::FigureTheme::all())
        theme_->addItem(views::FigureTheme::displayName(kind), int(kind));
    theme_->setCurrentIndex(std::max(0, theme_->findData(settings.value(kThemeKey, 0))));

    const QString folder =
        settings
            .value(kFolderKey, QStandardPaths::writableLocation(QStandardPaths::PicturesLocation))
            .toString();
    path_->setText(QDir(folder).filePath(suggestedName));
    auto* browse = new QPushButton(tr("&Browse…"), this);
    auto* pathRow = new QHBoxLayout;
    pathRow->addWidget(path_, 1);
    pathRow->addWidget(browse);

    auto* form = new QFormLayout;
    form->addRow(tr("&Format:"), format_);
    form->addRow(tr("&Size:"), size_);
    form->addRow(tr("&Background:"), theme_);
    if (mode == Mode::AllHeads) {
        stacks_ = new QComboBox(this);
        stacks_->addItem(tr("The stack shown"));
        stacks_->addItem(tr("All three stacks"));
        form->addRow(tr("S&tacks:"), stacks_);
    }
    // A row of a layout gets no buddy from QFormLayout, so its "&" would show as typed: the
    // label is made here, its mnemonic focusing the path field.
    auto* pathLabel = new QLabel(mode == Mode::OneFigure ? tr("F&ile:") : tr("F&older:"), this);
    pathLabel->setBuddy(path_);
    form->addRow(pathLabel, pathRow);
    npyNote_->setText(
        tr("Beside each .npy file: NAME.rows.npy and NAME.columns.npy, the token labels of its "
           "rows and columns."));
    npyNote_->setWordWrap(true);
    form->addRow(QString(), npyNote_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Export"));
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);

    connect(browse, &QPushButton::clicked, this, &ExportDialog::browse);
    connect(format_, &QComboBox::currentIndexChanged, this, &ExportDialog::formatChanged);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        QSettings s;
        s.setValue(kFormatKey, format_->currentData());
        s.setValue(kSizeKey, size_->currentData());
        s.setValue(kThemeKey, theme_->currentData());
        const QFileInfo info(path());
        s.setValue(kFolderKey,
                   mode_ == Mode::OneFigure ? info.absolutePath() : info.absoluteFilePath());
        accept();
    });
    formatChanged();
    setMinimumWidth(fontMetrics().averageCharWidth() * 70);
}

views::ExportFormat ExportDialog::format() const {
    return ExportFormat(format_->currentData().toInt());
}

views::ImageOptions ExportDialog::imageOptions() const {
    views::ImageOptions o;
    const int s = size_->currentData().toInt();
    if (s > 0)
        o.scale = s;
    else
        o.dpi = -s;
    o.theme = views::FigureTheme::Kind(theme_->currentData().toInt());
    return o;
}

QString ExportDialog::path() const {
    return path_->text().trimmed();
}

bool ExportDialog::allStacks() const {
    return stacks_ && stacks_->currentIndex() == 1;
}

void ExportDialog::formatChanged() {
    const bool picture = views::isPicture(format());
    size_->setEnabled(picture && format() == ExportFormat::Png);
    theme_->setEnabled(picture);
    npyNote_->setVisible(format() == ExportFormat::Npy);
    if (mode_ == Mode::AllHeads) return;
    // The file's suffix follows the format.
    const QFileInfo info(path());
    path_->setText(
        QDir(info.path())
            .filePath(info.completeBaseName() + QLatin1Char('.') + views::formatName(format())));
}

void ExportDialog::browse() {
    const QString chosen =
        mode_ == Mode::OneFigure
            ? QFileDialog::getSaveFileName(this, tr("Export figure"), path(),
                                           views::formatFilter(format()))
            : QFileDialog::getExistingDirectory(this, tr("Export all heads into"), path());
    if (!chosen.isEmpty()) path_->setText(chosen);
}

}  // namespace atlas
