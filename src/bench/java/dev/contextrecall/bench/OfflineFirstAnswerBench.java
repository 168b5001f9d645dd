package dev.contextrecall.bench;

import java.time.Duration;
import java.util.List;
import java.util.Locale;

import dev.contextrecall.judge.JudgeSession;
import dev.contextrecall.judge.offline.OfflineJudge;
import dev.contextrecall.lexical.Languages;
import dev.contextrecall.testcase.ContextNode;

/**
 * The offline judge's first answer in a fresh JVM, in process (no HTTP): the time to detect the language of an
 * English reference, split it and attribute it (the first use loads the detector, the number reader and ICU's
 * rules), then the same for a German and a Chinese case, each the first in its language. Run it in a new JVM each
 * time: bench/offline-first-answer.sh.
 */
public final class OfflineFirstAnswerBench {

    public static void main(String[] args) {
        OfflineJudge judge = new OfflineJudge();
        JudgeSession session = new JudgeSession(null, Duration.ofHours(1), () -> false, null);
        List<String[]> cases = List.of(
                new String[] { "The Great Wall is about 21,196 km long. It was built over centuries.",
                        "The Great Wall of China is 21,196.18 km long." },
                new String[] { "Die Berliner Mauer fiel am 9. November 1989. Sie war etwa 155 km lang.",
                        "Die Berliner Mauer fiel am 9. November 1989 und war 155,3 Kilometer lang." },
                new String[] { "长城全长约21196公里。它始建于公元前7世纪。", "根据2012年的测量，长城全长21196.18公里。" });
        StringBuilder out = new StringBuilder();
        for (String[] c : cases) {
            long start = System.nanoTime();
            String language = Languages.guess(c[0]);
            List<String> statements = judge.extractStatements("", c[0], session);
            judge.attribute("", statements, List.of(), List.of(new ContextNode(c[1], null, null)), session);
            out.append(String.format(Locale.ROOT, "%s first answer: %.1f ms%n", language,
                    (System.nanoTime() - start) / 1e6));
        }
        System.out.print(out);
    }
}
