package dev.contextrecall.digest;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * SHA-256 in lower-case hex, for every digest the code makes: the statement store's keys, a dataset case's
 * fingerprint, the version of custom prompts.
 */
public final class Sha256 {

    private Sha256() {
    }

    /** The digest of the parts fed in order, which is that of their concatenation. */
    public static String hex(byte[]... parts) {
        MessageDigest sha;
        try {
            sha = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java runtime", e);
        }
        for (byte[] part : parts) {
            sha.update(part);
        }
        return HexFormat.of().formatHex(sha.digest());
    }

    /** The digest of the text in UTF-8. */
    public static String hex(String text) {
        return hex(text.getBytes(StandardCharsets.UTF_8));
    }
}
