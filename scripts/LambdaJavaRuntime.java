import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import com.amazonaws.services.lambda.runtime.Context;
import com.amazonaws.services.lambda.runtime.LambdaLogger;

/**
 * Plays AWS Lambda's Java runtime for scripts/lambda_smoke.py: loads the handler class named as in template.yaml
 * ("class::method"), then hands it one event per line of EVENTS and writes each response as a line of RESPONSES.
 * Usage: java -cp PACKAGE:PACKAGE/lib/* scripts/LambdaJavaRuntime.java HANDLER EVENTS RESPONSES
 */
public class LambdaJavaRuntime {

    public static void main(String[] args) throws Exception {
        String[] handlerName = args[0].split("::");
        Class<?> type = Class.forName(handlerName[0]);
        Object handler = type.getDeclaredConstructor().newInstance();
        Method method = type.getMethod(handlerName[1], InputStream.class, OutputStream.class, Context.class);
        try (BufferedReader events = Files.newBufferedReader(Path.of(args[1]));
                PrintWriter responses = new PrintWriter(Files.newBufferedWriter(Path.of(args[2])))) {
            String event;
            int n = 0;
            while ((event = events.readLine()) != null) {
                ByteArrayOutputStream response = new ByteArrayOutputStream();
                method.invoke(handler, new ByteArrayInputStream(event.getBytes(StandardCharsets.UTF_8)), response,
                        context("req-" + n++));
                responses.println(response.toString(StandardCharsets.UTF_8).replace("\n", " "));
                responses.flush();
            }
        }
    }

    private static Context context(String requestId) {
        LambdaLogger logger = (LambdaLogger) Proxy.newProxyInstance(LambdaJavaRuntime.class.getClassLoader(),
                new Class<?>[] { LambdaLogger.class }, (proxy, m, a) -> {
                    System.err.println(a == null ? "" : a[0]);
                    return null;
                });
        return (Context) Proxy.newProxyInstance(LambdaJavaRuntime.class.getClassLoader(),
                new Class<?>[] { Context.class }, (proxy, m, a) -> switch (m.getName()) {
                    case "getAwsRequestId" -> requestId;
                    case "getRemainingTimeInMillis" -> 60_000;
                    case "getMemoryLimitInMB" -> 512;
                    case "getFunctionName" -> "context-recall";
                    case "getFunctionVersion" -> "1";
                    case "getInvokedFunctionArn" -> "arn:aws:lambda:eu-west-1:123456789012:function:context-recall:live";
                    case "getLogger" -> logger;
                    default -> null;
                });
    }
}
