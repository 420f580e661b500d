// BackgroundJob: the newest request's result reaches `done` on the GUI thread, and an exception
// from the work or from `done` is reported by failed() instead of ending the program.

#include <QSignalSpy>
#include <QThreadPool>
#include <QtTest>
#include <stdexcept>

#include "BackgroundJob.h"

using atlas::views::BackgroundJob;

class TestBackgroundJob : public QObject {
    Q_OBJECT

private slots:
    void deliversOnTheGuiThread() {
        QThreadPool pool;
        BackgroundJob job(&pool, nullptr);
        int got = 0;
        QThread* thread = nullptr;
        job.start<int>([](const std::atomic<bool>&) { return 42; },
                       [&](int v) {
                           got = v;
                           thread = QThread::currentThread();
                       });
        QTRY_COMPARE(got, 42);
        QCOMPARE(thread, QThread::currentThread());
        QVERIFY(!job.isBusy());
    }

    void workThatThrowsFails() {
        QThreadPool pool;
        BackgroundJob job(&pool, nullptr);
        QSignalSpy failed(&job, &BackgroundJob::failed);
        job.start<int>(
            [](const std::atomic<bool>&) -> int { throw std::runtime_error("no model"); },
            [](int) {});
        QVERIFY(failed.wait(10000));
        QCOMPARE(failed.first().first().toString(), QStringLiteral("no model"));
    }

    // `done` runs inside the event loop: an exception leaving it would end the program.
    void doneThatThrowsFails() {
        QThreadPool pool;
        BackgroundJob job(&pool, nullptr);
        QSignalSpy failed(&job, &BackgroundJob::failed);
        job.start<int>([](const std::atomic<bool>&) { return 1; },
                       [](int) { throw std::runtime_error("cannot show it"); });
        QVERIFY(failed.wait(10000));
        QCOMPARE(failed.first().first().toString(), QStringLiteral("cannot show it"));
        QVERIFY(!job.isBusy());
    }
};

QTEST_GUILESS_MAIN(TestBackgroundJob)
#include "tst_backgroundjob.moc"
