#include "ExportController.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QEvent>
#include <QFileInfo>
#include <QLocale>
#include <QMessageBox>
#include <QRegularExpression>

#include "BatchExporter.h"
#include "ExportDialog.h"
#include "Page.h"

namespace atlas {

namespace {

// "Encoder self-attention · layer 0 · head 1" → "Encoder-self-attention-layer-0-head-1".
QString fileNameOf(const QString& title) {
    QString name = title;
    name.replace(QRegularExpression(QStringLiteral("[^\\w]+")), QStringLiteral("-"));
    name = name.left(80).remove(QRegularExpression(QStringLiteral("^-+|-+$")));
    return name.isEmpty() ? QStringLiteral("figure") : name;
}

}  // namespace

ExportController::ExportController(QWidget* window, Sources sources)
    : QObject(window),
      window_(window),
      sources_(std::move(sources)),
      export_(new QAction(this)),
      copy_(new QAction(this)),
      allHeads_(new QAction(this)),
      batch_(new BatchExporter(window)) {
    export_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    export_->setIcon(QIcon::fromTheme(QStringLiteral("document-save-as")));
    copy_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    retranslate();
    connect(export_, &QAction::triggered, this, &ExportController::exportFigure);
    connect(copy_, &QAction::triggered, this, &ExportController::copyImage);
    connect(allHeads_, &QAction::triggered, this, &ExportController::exportAllHeads);
    connect(batch_, &BatchExporter::finished, this, [this](const QString& text, bool ok) {
        if (!ok) QMessageBox::warning(window_, tr("Export all heads"), text);
        emit message(text);
    });
}

void ExportController::retranslate() {
    export_->setText(tr("&Export figure…"));
    export_->setToolTip(
        tr("Save the figure on this page as PNG, SVG or PDF, or its numbers as "
           "CSV, JSON or NumPy (Ctrl+E)"));
    copy_->setText(tr("&Copy image"));
    copy_->setToolTip(tr("Copy the figure on this page to the clipboard as an image"));
    allHeads_->setText(tr("Export &all heads…"));
    allHeads_->setToolTip(
        tr("Every layer × head of the stack into a folder, one file each, "
           "with an overview sheet"));
}

bool ExportController::event(QEvent* event) {
    // The window hands its LanguageChange to every child object, this one included.
    if (event->type() == QEvent::LanguageChange) retranslate();
    return QObject::event(event);
}

void ExportController::exportFigure() {
    Page* page = sources_.page();
    const std::unique_ptr<views::Figure> figure = page ? page->exportFigure() : nullptr;
    if (!figure) {
        emit message(tr("This page has no figure to export yet"));
        return;
    }
    ExportDialog dialog(ExportDialog::Mode::OneFigure, fileNameOf(figure->title()) + ".png",
                        figure->data().empty(), window_);
    if (dialog.exec() != QDialog::Accepted) return;
    try {
        views::FigureWriter::write(*figure, dialog.format(), dialog.path(), dialog.imageOptions());
        // .npy writes NAME.rows.npy and NAME.columns.npy beside NAME.npy: name them all, the
        // label files without their folder (the same as the first's).
        const QStringList paths = views::FigureWriter::paths(dialog.format(), dialog.path());
        QStringList names{paths.first()};
        for (qsizetype i = 1; i < paths.size(); ++i) names << QFileInfo(paths[i]).fileName();
        emit message(tr("Saved %1").arg(QLocale().createSeparatedList(names)));
    } catch (const std::exception& e) {
        QMessageBox::warning(window_, tr("Export figure"), QString::fromStdString(e.what()));
    }
}

void ExportController::copyImage() {
    Page* page = sources_.page();
    const std::unique_ptr<views::Figure> figure = page ? page->exportFigure() : nullptr;
    if (!figure) {
        emit message(tr("This page has no figure to copy yet"));
        return;
    }
    views::ImageOptions options;
    options.scale = 2;  // sharp on slides and high-density screens
    try {
        QApplication::clipboard()->setImage(views::FigureWriter::image(*figure, options));
    } catch (const views::ExportError& e) {  // a picture too large to make (a long sentence)
        QMessageBox::warning(window_, tr("Copy figure"), QString::fromStdString(e.what()));
        return;
    }
    emit message(tr("Copied “%1” to the clipboard").arg(figure->title()));
}

void ExportController::exportAllHeads() {
    const auto snapshot = sources_.snapshot();
    if (!snapshot || batch_->isRunning()) return;
    const ViewSelection selection = sources_.selection();
    ExportDialog dialog(ExportDialog::Mode::AllHeads, QStringLiteral("attention-heads"), false,
                        window_);
    if (dialog.exec() != QDialog::Accepted) return;
    views::BatchRequest request;
    request.stacks = dialog.allStacks()
                         ? std::vector<views::Stack>{views::Stack::EncoderSelf,
                                                     views::Stack::DecoderSelf, views::Stack::Cross}
                         : std::vector<views::Stack>{selection.stack};
    request.format = dialog.format();
    request.image = dialog.imageOptions();
    request.style.colormap = selection.colormap;
    request.style.scale = selection.scale;
    request.directory = dialog.path();
    batch_->start(snapshot, request);
}

}  // namespace atlas
