package dev.contextrecall.deploy;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Assumptions;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * Templates read by cfn-lint's own decoder and SAM transform ({@code scripts/cfn_decode.py}), in CloudFormation's
 * JSON form, with Jackson: one Python process for the test JVM, fed one path a line. Where cfn-lint is not installed the tests that
 * read a template are skipped, unless {@value #REQUIRED} is set, as {@code .ci/run} sets it: there they fail.
 */
final class CfnDecoder {

    static final String REQUIRED = "CONTEXT_RECALL_REQUIRE_TOOLS";
    static final Path SCRIPT = Path.of("scripts", "cfn_decode.py");
    static final Path COPIES = Path.of("target", "cfn-decode");

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static Boolean installed;
    private static Process process;
    private static BufferedWriter requests;
    private static BufferedReader answers;
    private static int copies;

    private CfnDecoder() {
    }

    /** A template as written (CloudFormation's JSON form) and after the SAM transform, as it would be deployed. */
    record Decoded(Map<String, Object> template, Map<String, Object> translated) {
    }

    /** The template in this file. */
    static synchronized Decoded decode(Path file) {
        requireTool();
        try {
            if (process == null) {
                start();
            }
            requests.write(file.toAbsolutePath() + "\n");
            requests.flush();
            String line = answers.readLine();
            if (line == null) {
                throw new IllegalStateException("scripts/cfn_decode.py stopped; its exit code: " + process.waitFor());
            }
            Map<String, Object> answer = MAPPER.readValue(line, new TypeReference<Map<String, Object>>() {
            });
            if (answer.containsKey("error")) {
                throw new IllegalArgumentException("cfn-lint cannot read or transform " + file + ": "
                        + answer.get("error"));
            }
            return new Decoded(SamTemplate.map(answer.get("template")), SamTemplate.map(answer.get("translated")));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** A template given as text (a broken copy), written under target/ and read as a file. */
    static synchronized Decoded decode(String text) {
        try {
            Files.createDirectories(COPIES);
            Path copy = COPIES.resolve("template-" + ProcessHandle.current().pid() + "-" + (++copies) + ".yaml");
            Files.writeString(copy, text);
            return decode(copy);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void requireTool() {
        if (installed == null) {
            installed = cfnLintInstalled();
        }
        if (!installed) {
            String why = "cfn-lint is not installed (pip install cfn-lint): the template checks need its decoder";
            if (System.getenv(REQUIRED) != null) {
                throw new IllegalStateException(why + ", and " + REQUIRED + " says they must run");
            }
            Assumptions.abort(why + "; .ci/run runs them");
        }
    }

    private static boolean cfnLintInstalled() {
        try {
            Process probe = new ProcessBuilder("python3", "-c", "import cfnlint.decode").redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            return probe.waitFor(60, TimeUnit.SECONDS) && probe.exitValue() == 0;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    private static void start() throws IOException {
        process = new ProcessBuilder(List.of("python3", SCRIPT.toString()))
                .redirectError(ProcessBuilder.Redirect.INHERIT).start();
        requests = new BufferedWriter(new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8));
        answers = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
        Process started = process;
        Runtime.getRuntime().addShutdownHook(new Thread(started::destroy));
    }
}
