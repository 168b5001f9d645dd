package dev.contextrecall.cli;

import java.io.PrintStream;
import java.time.temporal.ChronoUnit;

import dev.contextrecall.evaluation.CostEstimate;
import dev.contextrecall.run.local.DatasetRun;
import dev.contextrecall.run.summary.CaseOutcome;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;

/**
 * The run's progress on stderr: a bar with the case count, rate and ETA on a terminal; on a pipe or a CI log, the
 * same figures as a plain line (no bar characters) at most every ten seconds, and one last line when the run ends.
 */
final class RunProgressBar implements DatasetRun.Progress, AutoCloseable {

    static final int LINE_INTERVAL_MS = 10_000;

    private final RunOptions.Progress mode;
    private final PrintStream out;
    private final boolean baselined;
    private ProgressBar bar;
    private ProgressLines lines;

    /** baselined: the run is compared with a baseline, and the first line says which. */
    RunProgressBar(RunOptions.Progress mode, PrintStream out, boolean baselined) {
        this.mode = mode == RunOptions.Progress.AUTO
                ? (System.console() != null && !"dumb".equals(System.getenv("TERM")) ? RunOptions.Progress.BAR
                        : RunOptions.Progress.LINES)
                : mode;
        this.out = out;
        this.baselined = baselined;
    }

    @Override
    public void started(int total, int resumed, CostEstimate.Estimate estimate, String baseline) {
        out.println(baselined ? EvaluateCommand.plan(total, resumed, estimate, baseline)
                : EvaluateCommand.plan(total, resumed, estimate));
        if (mode == RunOptions.Progress.NONE) {
            return;
        }
        ProgressBarBuilder builder = new ProgressBarBuilder().setTaskName("Scoring").setInitialMax(total)
                .setUnit(" cases", 1).showSpeed().setSpeedUnit(ChronoUnit.SECONDS)
                .startsFrom(resumed, java.time.Duration.ZERO);
        if (mode == RunOptions.Progress.LINES) {
            lines = new ProgressLines(out, total, resumed, LINE_INTERVAL_MS);
            return;
        }
        builder.setStyle(ProgressBarStyle.COLORFUL_UNICODE_BLOCK).setConsumer(
                new me.tongfei.progressbar.ConsoleProgressBarConsumer(out));
        bar = builder.build();
    }

    @Override
    public void notice(String line) {
        out.println(line);
    }

    @Override
    public void finished(CaseOutcome outcome) {
        if (bar != null) {
            bar.step();
        }
        if (lines != null) {
            lines.step();
        }
    }

    @Override
    public void close() {
        if (bar != null) {
            bar.close();
        }
        if (lines != null) {
            lines.close();
        }
    }
}
