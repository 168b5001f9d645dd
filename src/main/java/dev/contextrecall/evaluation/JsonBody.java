package dev.contextrecall.evaluation;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.io.JsonEOFException;

import dev.contextrecall.error.ErrorCode;
import dev.contextrecall.error.EvaluationException;

/**
 * The error for a body that is not JSON, in our words: what broke and where (line and column), never the parser's
 * own message, which names its internals ("[Source: REDACTED (StreamReadFeature...").
 */
final class JsonBody {

    /** The first quoted token of the parser's message: the character or word it stumbled on. */
    private static final Pattern TOKEN = Pattern.compile("'([^']{1,40})'");

    private JsonBody() {
    }

    static EvaluationException malformed(JsonProcessingException e) {
        return new EvaluationException(ErrorCode.MALFORMED_REQUEST,
                "The request body is not valid JSON: " + what(e) + where(e.getLocation()) + ".", null);
    }

    private static String what(JsonProcessingException e) {
        String message = e.getOriginalMessage() == null ? "" : e.getOriginalMessage();
        if (e instanceof JsonEOFException || message.contains("end-of-input")) {
            return "it ends before the JSON value is complete";
        }
        Matcher token = TOKEN.matcher(message);
        if (message.startsWith("Unexpected character") && token.find()) {
            return "unexpected character '" + token.group(1) + "'";
        }
        if (message.startsWith("Unrecognized token") && token.find()) {
            return "unrecognised word '" + token.group(1) + "' (strings need double quotes)";
        }
        if (message.startsWith("Duplicate field") && token.find()) {
            return "the key '" + token.group(1) + "' appears twice in one object";
        }
        if (message.startsWith("Trailing token")) {
            return "more follows after the JSON value; send exactly one object";
        }
        if (message.contains("CTRL-CHAR")) {
            return "a string holds an unescaped control character (escape line breaks and tabs as \\n and \\t)";
        }
        return "it is malformed";
    }

    private static String where(JsonLocation location) {
        if (location == null || location.getLineNr() < 1) {
            return "";
        }
        return " at line " + location.getLineNr() + ", column " + location.getColumnNr();
    }
}
