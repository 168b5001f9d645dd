package dev.contextrecall.judge.callpolicy;

import java.time.Duration;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;

import jakarta.ws.rs.client.ClientRequestContext;
import jakarta.ws.rs.client.ClientResponseContext;
import jakarta.ws.rs.client.ClientResponseFilter;
import jakarta.ws.rs.ext.Provider;

/**
 * langchain4j turns a 429 into an exception that keeps the body but not the headers, so the Retry-After header
 * is read here, on the REST client every model provider uses, and handed to {@link ProviderBackoff}.
 */
@Provider
public class RetryAfterFilter implements ClientResponseFilter {

    private static final Duration LONGEST = Duration.ofMinutes(10);

    private final ProviderBackoff backoff;

    public RetryAfterFilter(ProviderBackoff backoff) {
        this.backoff = backoff;
    }

    @Override
    public void filter(ClientRequestContext request, ClientResponseContext response) {
        int status = response.getStatus();
        if (status != 429 && status != 503) {
            return;
        }
        String value = response.getHeaderString("Retry-After");
        Duration wait = parse(value);
        if (wait != null) {
            backoff.retryAfter(wait.compareTo(LONGEST) > 0 ? LONGEST : wait);
        }
    }

    /** Retry-After is either delay-seconds or an HTTP date. */
    static Duration parse(String value) {
        if (value == null || value.isBlank()) {
            return null;
        }
        String v = value.trim();
        try {
            return Duration.ofMillis((long) (Double.parseDouble(v) * 1000));
        } catch (NumberFormatException notSeconds) {
            try {
                ZonedDateTime at = ZonedDateTime.parse(v, DateTimeFormatter.RFC_1123_DATE_TIME);
                Duration d = Duration.between(ZonedDateTime.now(at.getZone()), at);
                return d.isNegative() ? Duration.ZERO : d;
            } catch (RuntimeException notADate) {
                return null;
            }
        }
    }
}
