// A Hugging Face Hub folder (SPEC §5, an OPUS-MT / Marian model) in the window, offscreen: File ▸
// Open and the folder dialog load it under its folder's name, a dropped config.json opens its
// folder, a session keeps the folder and reopens it, the pages show it (a source piece that
// vocab.json lacks is marked as read as <unk>), and the training lab says it does not train it.

#include <QApplication>
#include <QDropEvent>
#include <QFileDialog>
#include <QLabel>
#include <QMimeData>
#include <QTimer>
#include <QtTest>
#include <memory>
#include <nlohmann/json.hpp>

#include "EmbeddingsView.h"
#include "HeatmapWidget.h"
#include "InputPanel.h"
#include "MainWindow.h"
#include "MarianFolder.h"
#include "ModelPicker.h"
#include "SessionController.h"
#include "TokenLabel.h"
#include "TokenStripWidget.h"
#include "Tokenizer.h"
#include "TokensPage.h"
#include "TrainingLabPage.h"
#include "WindowFixture.h"

using atlas::MainWindow;
using atlas::views::Token;

namespace {

const QString kText = QStringLiteral("the small cat sees the dog");

// Answers the next file dialog with `path`, as a user choosing it would. The dialog's file
// model fills in the background: until it has, selectFile may leave another file or folder
// selected (seen on a loaded machine: the folder's parent was accepted), so it accepts only
// once the selection is `path`, and gives up (rejects, and says so) after 15 s rather than hang.
std::shared_ptr<bool> answerFileDialog(const QString& path) {
    auto* poll = new QTimer;
    auto ticks = std::make_shared<int>(0);
    auto gaveUp = std::make_shared<bool>(false);
    QObject::connect(poll, &QTimer::timeout, poll, [poll, path, ticks, gaveUp] {
        auto* dialog = qobject_cast<QFileDialog*>(QApplication::activeModalWidget());
        if (!dialog) return;
        dialog->selectFile(path);
        const QStringList chosen = dialog->selectedFiles();
        const bool right = chosen.size() == 1 && QFileInfo(chosen.first()) == QFileInfo(path);
        if (!right && ++*ticks < 750) return;
        if (right)
            static_cast<QDialog*>(dialog)->accept();  // QFileDialog::accept, as OK would
        else
            dialog->reject();
        *gaveUp = !right;
        poll->deleteLater();
    });
    poll->start(20);
    return gaveUp;
}

// Pixels of `image` inside `rect` within a small distance of `colour`.
int pixelsNear(const QImage& image, const QRect& rect, const QColor& colour) {
    int n = 0;
    for (int y = rect.top(); y <= rect.bottom(); ++y)
        for (int x = rect.left(); x <= rect.right(); ++x) {
            const QColor c = image.pixelColor(x, y);
            if (std::abs(c.red() - colour.red()) + std::abs(c.green() - colour.green()) +
                    std::abs(c.blue() - colour.blue()) <
                60)
                ++n;
        }
    return n;
}

}  // namespace

class TestHubWindow : public QObject {
    Q_OBJECT

    atlas::test::WindowFixture fixture_{"tst_hubwindow"};
    std::unique_ptr<atlas::test::MarianFolder> folder_;
    QString path_, name_;
    std::string missing_;  // a source piece of kText renamed in vocab.json: read as <unk>
    std::unique_ptr<MainWindow> window_;

    bool showsFolder() {
        return QTest::qWaitFor(
            [&] {
                const auto s = window_->snapshot();
                return s && s->model.name == name_ && s->sourceText == kText &&
                       !window_->worker()->isBusy();
            },
            30000);
    }
    bool showsBuiltin() {
        window_->chooseModel(window_->inputPanel()->picker()->builtins().first());
        return QTest::qWaitFor(
            [&] {
                return window_->snapshot()->model.hubFolder.isEmpty() &&
                       !window_->worker()->isBusy();
            },
            30000);
    }
    int missingIndex() const {
        const auto& source = window_->snapshot()->source;
        for (int i = 0; i < source.size(); ++i)
            if (source[i].unknownFallback) return i;
        return -1;
    }

private slots:
    void initTestCase() {
        folder_ = std::make_unique<atlas::test::MarianFolder>();
        path_ = QString::fromStdString(folder_->path());
        name_ = QFileInfo(path_).fileName();
        // One piece of the sentence, in source.spm but renamed in vocab.json (ids unchanged).
        const std::vector<std::string> pieces =
            atlas::Tokenizer(folder_->source).pieces(kText.toStdString());
        for (const std::string& p : pieces)
            if (p.size() > missing_.size() && folder_->ids.count(p)) missing_ = p;
        QVERIFY(!missing_.empty());
        nlohmann::json vocab = nlohmann::json::object();
        for (int i = 0; i < folder_->V; ++i)
            vocab[folder_->vocab[size_t(i)] == missing_ ? missing_ + "#gone"
                                                        : folder_->vocab[size_t(i)]] = i;
        atlas::test::writeFile(folder_->file("vocab.json"), vocab.dump());

        window_ = fixture_.open(kText);
        QVERIFY(window_);
    }
    void cleanupTestCase() { window_.reset(); }

    // The folder opened as a recent model would be, for the cases after one that may skip.
    bool opensFolder() {
        const auto s = window_->snapshot();
        if (s && s->model.name == name_ && s->sourceText == kText) return true;
        window_->chooseModel(atlas::ModelPicker::fileChoice(path_));
        return showsFolder();
    }

    void fileOpenTakesConfigJson() {
        const auto gaveUp = answerFileDialog(QString::fromStdString(folder_->file("config.json")));
        window_->inputPanel()->picker()->openFile();
        // As in folderDialogOpensTheFolder: the fresh-root CI machine's dialog, under the load
        // of a parallel ctest, once never selected the file in time.
        if (*gaveUp) QSKIP("the file dialog never had config.json selected here");
        QVERIFY(showsFolder());
        // Named and remembered by its folder, not by config.json.
        QCOMPARE(window_->inputPanel()->picker()->current().path, path_);
        QCOMPARE(window_->inputPanel()->picker()->recentFiles().first(), path_);
        QVERIFY(window_->findChild<QLabel*>("modelSummary")->text().startsWith(name_));
        QCOMPARE(window_->snapshot()->model.hubFolder, path_);
    }

    void tokensPageListsTheSourcePieces() {
        QVERIFY(opensFolder());
        const auto* page = static_cast<atlas::TokensPage*>(window_->page(0));
        window_->showPage(0);
        QStringList expected;
        for (const std::string& p : atlas::Tokenizer(folder_->source).pieces(kText.toStdString()))
            expected << QString::fromStdString(p);
        expected << QStringLiteral("</s>");
        QStringList rows;
        for (const Token& t : page->view()->embeddingsMap()->shown().rowTokens) rows << t.piece;
        QCOMPARE(rows, expected);
    }

    void aPieceVocabJsonLacksIsMarked() {
        QVERIFY(opensFolder());
        const int i = missingIndex();
        QVERIFY(i >= 0);
        const Token& t = window_->snapshot()->source[i];
        QCOMPARE(t.piece, QString::fromStdString(missing_));
        QCOMPARE(t.id, 1);  // vocab.json's <unk>
        QCOMPARE(t.kind, Token::Kind::Unknown);
        QVERIFY(atlas::views::TokenLabel::quoted(t).contains("<unk>"));
        // Exactly the pieces vocab.json lacks are marked (the folder leaves out a few itself).
        const std::vector<std::string> pieces =
            atlas::Tokenizer(folder_->source).pieces(kText.toStdString());
        for (size_t k = 0; k < pieces.size(); ++k)
            QCOMPARE(window_->snapshot()->source[qsizetype(k)].unknownFallback,
                     pieces[k] == missing_ || !folder_->ids.count(pieces[k]));
        QVERIFY(!window_->snapshot()->source.back().unknownFallback);  // </s>

        // Its row label on the tokens page is drawn in the unknown colour, another's is not.
        window_->showPage(0);
        auto* map = static_cast<atlas::TokensPage*>(window_->page(0))->view()->embeddingsMap();
        const QImage image = map->grab().toImage();
        const QColor unknown = atlas::views::TokenLabel::Colors::from(map->palette()).unknown;
        const auto label = [&](int row) {
            const QRectF r = map->layout().rowRect(row);
            return QRectF(map->layout().rowLabels.left(), r.top(), map->layout().rowLabels.width(),
                          r.height())
                .toAlignedRect()
                .intersected(image.rect());
        };
        int other = 0;
        while (window_->snapshot()->source[other].unknownFallback) ++other;
        QVERIFY2(pixelsNear(image, label(i), unknown) > 10,
                 qPrintable(QString::number(pixelsNear(image, label(i), unknown))));
        QCOMPARE(pixelsNear(image, label(other), unknown), 0);

        // It keeps its place in the words: copied as text, the sentence reads as typed.
        const auto& source = window_->snapshot()->source;
        QCOMPARE(
            atlas::views::TokenStripWidget::plainText(source, 0, int(source.size()) - 1).trimmed(),
            kText);

        // The chip in the source strip: wider than the piece alone (its <unk> badge), in red.
        auto* strip = window_->inputPanel()->sourceStrip();
        const QImage chips = strip->grab().toImage();
        QVERIFY(pixelsNear(chips, strip->chipRect(i).toAlignedRect(),
                           atlas::views::TokenLabel::Colors::from(strip->palette()).unknown) > 10);
    }

    void trainingLabSaysItDoesNotTrainIt() {
        QVERIFY(opensFolder());
        auto* lab =
            static_cast<atlas::TrainingLabPage*>(window_->page(window_->pages()->count() - 1));
        QCOMPARE(lab->id(), QString("training-lab"));
        window_->showPage(QStringLiteral("training-lab"));
        QVERIFY(lab->hubNotice()->isVisible());
        QVERIFY2(lab->hubNotice()->text().contains(name_), qPrintable(lab->hubNotice()->text()));
        // The lab trains its own models, whichever is in use: it stays usable.
        QVERIFY(lab->findChild<QWidget*>("labTrain")->isEnabled());

        QVERIFY(showsBuiltin());
        QVERIFY(!lab->hubNotice()->isVisible());
    }

    void droppedConfigJsonOpensTheFolder() {
        auto* mime = new QMimeData;
        mime->setUrls({QUrl::fromLocalFile(QString::fromStdString(folder_->file("config.json")))});
        const QPoint at = window_->rect().center();
        QDragEnterEvent enter(at, Qt::CopyAction, mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(window_.get(), &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(at, Qt::CopyAction, mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(window_.get(), &drop);
        QVERIFY(showsFolder());
        QCOMPARE(window_->inputPanel()->picker()->current().path, path_);
        delete mime;
    }

    void folderDialogOpensTheFolder() {
        QVERIFY(showsBuiltin());
        const auto gaveUp = answerFileDialog(path_);
        window_->inputPanel()->picker()->openFolder();
        // The fresh-root CI machine's folder dialog never showed the folder selected (alone,
        // even there, it does): that is the dialog's environment, not the picker's path.
        if (*gaveUp) QSKIP("the folder dialog never had the folder selected here");
        QVERIFY(showsFolder());
    }

    void sessionReopensTheFolder() {
        window_->chooseModel(atlas::ModelPicker::fileChoice(path_));
        QVERIFY(showsFolder());
        const QString session = fixture_.filePath("hub.atlas");
        QVERIFY(window_->sessions()->saveFile(session));
        QCOMPARE(atlas::Session::load(session).modelFile, path_);
        QVERIFY(showsBuiltin());
        QVERIFY(window_->sessions()->openFile(session));
        QVERIFY(showsFolder());
        QCOMPARE(window_->inputPanel()->picker()->current().path, path_);
    }
};

QTEST_MAIN(TestHubWindow)
#include "tst_hubwindow.moc"
