package dev.contextrecall.bench;

import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import dev.contextrecall.lexical.SupportFinder;

/**
 * The offline judge's support search against the node count, 100 up to the default limit (1,000 chunks): wall time
 * and bytes allocated for one case of 1,000-character chunks and a 50-sentence reference, half of it copied from
 * the chunks. Run: bench/offline-scaling.sh. The pair search is capped per sentence, so time and memory should
 * grow about linearly with the nodes.
 */
public final class OfflineScalingBench {

    private OfflineScalingBench() {
    }

    public static void main(String[] args) {
        int runs = args.length > 0 ? Integer.parseInt(args[0]) : 3;
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        System.out.println("| nodes | median ms | MB allocated |");
        System.out.println("|---:|---:|---:|");
        for (int nodes : new int[] { 100, 200, 400, 700, 1_000 }) {
            Random random = new Random(nodes);
            List<String> chunks = new ArrayList<>();
            for (int i = 0; i < nodes; i++) {
                chunks.add(text(random, 25).substring(0, 1_000));
            }
            List<String> reference = new ArrayList<>();
            for (int s = 0; s < 50; s++) {
                String chunk = chunks.get(random.nextInt(nodes));
                reference.add(s % 2 == 0 ? chunk.substring(0, chunk.indexOf(". ") + 1) : text(random, 1));
            }
            long[] millis = new long[runs];
            long allocated = 0;
            for (int r = 0; r < runs; r++) {
                long bytesBefore = threads.getCurrentThreadAllocatedBytes();
                long started = System.nanoTime();
                SupportFinder finder = new SupportFinder(chunks);
                reference.forEach(finder::find);
                millis[r] = (System.nanoTime() - started) / 1_000_000;
                allocated = threads.getCurrentThreadAllocatedBytes() - bytesBefore;
            }
            java.util.Arrays.sort(millis);
            System.out.printf("| %,d | %d | %.1f |%n", nodes, millis[runs / 2], allocated / 1e6);
        }
    }

    private static final String[] WORDS = new String[4_000];

    static {
        Random random = new Random(11);
        for (int i = 0; i < WORDS.length; i++) {
            StringBuilder word = new StringBuilder();
            for (int c = 3 + random.nextInt(8); c > 0; c--) {
                word.append((char) ('a' + random.nextInt(26)));
            }
            WORDS[i] = word.toString();
        }
    }

    private static String text(Random random, int sentences) {
        StringBuilder text = new StringBuilder();
        for (int s = 0; s < sentences; s++) {
            int length = 8 + random.nextInt(10);
            for (int w = 0; w < length; w++) {
                text.append(WORDS[random.nextInt(WORDS.length)]).append(w + 1 < length ? " " : ". ");
            }
        }
        return text.toString();
    }
}
