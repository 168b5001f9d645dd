package dev.contextrecall.testcase;

import java.net.URI;
import java.util.Base64;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dev.contextrecall.error.EvaluationException;

/**
 * An image in a test case: an http(s) URL the judge's provider fetches itself, or a base64 data: URI whose bytes
 * travel with the request. Data URIs are split into MIME type and base64 here, so every provider gets them in the
 * form it expects.
 */
public record ImageRef(String url, String mimeType, String base64Data) {

    private static final Pattern DATA_URI = Pattern.compile("^data:(image/[A-Za-z0-9.+-]+)(?:;[^;,]*)*;base64,(.*)$",
            Pattern.DOTALL);

    /**
     * The image of an {"image_url": "..."} item; OpenAI's own {"image_url": {"url": "..."}} is read too. An item
     * that also carries "text" is refused rather than guessed at.
     */
    public static ImageRef fromObject(com.fasterxml.jackson.databind.JsonNode item, String field) {
        com.fasterxml.jackson.databind.JsonNode value = item.get("image_url");
        if (value != null && value.isObject()) {
            value = value.get("url");
        }
        if (value == null || !value.isTextual() || value.asText().isBlank()) {
            throw EvaluationException.invalid(field + ".image_url", field + ".image_url must be a non-blank URL string.");
        }
        if (item.has("text")) {
            throw EvaluationException.invalid(field, field + " has both \"text\" and \"image_url\"; give one per item.");
        }
        return parse(value.asText(), field + ".image_url");
    }

    /** Reads an image URL or data URI; field names the place for the error message. */
    public static ImageRef parse(String value, String field) {
        String v = value.strip();
        if (v.regionMatches(true, 0, "data:", 0, 5)) {
            Matcher m = DATA_URI.matcher(v);
            if (!m.matches()) {
                throw EvaluationException.invalid(field, field + " must be an http(s) URL or a data:image/...;base64,"
                        + " URI; this data: URI is not a base64 image.");
            }
            String data = m.group(2).replaceAll("\\s+", "");
            try {
                if (Base64.getDecoder().decode(data).length == 0) {
                    throw EvaluationException.invalid(field, field + " holds an empty image.");
                }
            } catch (IllegalArgumentException e) {
                throw EvaluationException.invalid(field, field + " is not valid base64: " + e.getMessage());
            }
            return new ImageRef(null, m.group(1).toLowerCase(Locale.ROOT), data);
        }
        URI uri;
        try {
            uri = URI.create(v);
        } catch (IllegalArgumentException e) {
            throw EvaluationException.invalid(field, field + " is not a valid URL: " + e.getMessage());
        }
        String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
        if (!(scheme.equals("https") || scheme.equals("http")) || uri.getHost() == null) {
            throw EvaluationException.invalid(field, field + " must be an http(s) URL or a data:image/...;base64, URI.");
        }
        return new ImageRef(v, null, null);
    }

    public boolean isDataUri() {
        return url == null;
    }

    /** The same image whichever way it was written: the URL, or the data URI. */
    public String key() {
        return isDataUri() ? "data:" + mimeType + ";base64," + base64Data : url;
    }

    /** Short enough to show in a result: the URL, or the MIME type and size of inline bytes. */
    public String describe() {
        return isDataUri() ? "data:" + mimeType + " (" + (base64Data.length() * 3 / 4) + " bytes)" : url;
    }
}
