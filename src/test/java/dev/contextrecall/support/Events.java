package dev.contextrecall.support;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** AWS event payloads as the Lambda service sends them. */
public final class Events {

    private Events() {
    }

    /** An API Gateway HTTP API event, payload format 2.0. */
    public static Map<String, Object> httpApi(String method, String path, String body, boolean base64) {
        Map<String, Object> e = new LinkedHashMap<>();
        e.put("version", "2.0");
        e.put("routeKey", method + " " + path);
        e.put("rawPath", path);
        e.put("rawQueryString", "");
        e.put("headers", Map.of("content-type", "application/json"));
        e.put("requestContext", Map.of("accountId", "123456789012", "apiId", "api-id", "domainName", "example.com",
                "http", Map.of("method", method, "path", path, "protocol", "HTTP/1.1", "sourceIp", "192.0.2.1",
                        "userAgent", "test"),
                "requestId", "req-1", "routeKey", method + " " + path, "stage", "$default", "time",
                "22/Nov/2026:00:00:00 +0000", "timeEpoch", 0));
        e.put("body", base64 ? Base64.getEncoder().encodeToString(body.getBytes(StandardCharsets.UTF_8)) : body);
        e.put("isBase64Encoded", base64);
        return e;
    }

    /** An SQS event whose records carry the given bodies, message ids msg-0, msg-1, ... */
    public static Map<String, Object> sqs(List<String> bodies) {
        List<Map<String, Object>> records = new ArrayList<>();
        for (int i = 0; i < bodies.size(); i++) {
            Map<String, Object> r = new LinkedHashMap<>();
            r.put("messageId", "msg-" + i);
            r.put("receiptHandle", "handle-" + i);
            r.put("body", bodies.get(i));
            r.put("attributes", Map.of("ApproximateReceiveCount", "1", "SentTimestamp", "1700000000000"));
            r.put("messageAttributes", Map.of());
            r.put("md5OfBody", "0");
            r.put("eventSource", "aws:sqs");
            r.put("eventSourceARN", "arn:aws:sqs:eu-west-1:123456789012:context-recall");
            r.put("awsRegion", "eu-west-1");
            records.add(r);
        }
        return Map.of("Records", records);
    }

    /** An SNS event with one record per message. */
    public static Map<String, Object> sns(List<String> messages) {
        List<Map<String, Object>> records = new ArrayList<>();
        for (int i = 0; i < messages.size(); i++) {
            Map<String, Object> sns = new LinkedHashMap<>();
            sns.put("Type", "Notification");
            sns.put("MessageId", "sns-" + i);
            sns.put("TopicArn", "arn:aws:sns:eu-west-1:123456789012:context-recall");
            sns.put("Message", messages.get(i));
            sns.put("Timestamp", "2026-11-22T00:00:00.000Z");
            records.add(Map.of("EventSource", "aws:sns", "EventVersion", "1.0",
                    "EventSubscriptionArn", "arn:aws:sns:eu-west-1:123456789012:context-recall:sub", "Sns", sns));
        }
        return Map.of("Records", records);
    }
}
