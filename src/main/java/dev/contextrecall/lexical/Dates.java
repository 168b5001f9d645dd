package dev.contextrecall.lexical;

import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Dates as people write them. A month's name in a measured language is the English one's key ("März", "marzo",
 * "марта" and "Mar." are "march"); a date written in figures is its day, month and year ("2020-03-05", "05.03.2020",
 * "5/3/2020" are "5 March 2020"); a day next to its month is keyed with it ("March 6", "6th of March", "6 de
 * marzo" are "march 6"), so that "Season 6" or "top 20" does not give "March 6" or "October 20"; a time of day is
 * read on a 24-hour clock ("2:30 pm" is "14:30").
 */
final class Dates {

    private Dates() {
    }

    private static final List<String> ENGLISH = List.of("january", "february", "march", "april", "may", "june", "july",
            "august", "september", "october", "november", "december");

    private static final Set<String> MONTH_KEYS = Set.copyOf(ENGLISH);

    /** English short forms, read in English and in languages without names of their own here. */
    private static final Map<String, String> SHORT = Map.ofEntries(
            Map.entry("jan", "january"), Map.entry("feb", "february"), Map.entry("mar", "march"),
            Map.entry("apr", "april"), Map.entry("jun", "june"), Map.entry("jul", "july"), Map.entry("aug", "august"),
            Map.entry("sep", "september"), Map.entry("sept", "september"), Map.entry("oct", "october"),
            Map.entry("nov", "november"), Map.entry("dec", "december"));

    /** Month names by language, January first; several forms of one month are joined by "|". */
    private static final Map<String, String> WRITTEN = Map.ofEntries(
            Map.entry("de", "januar|jan februar|feb märz|mär april|apr mai juni|jun juli|jul august|aug "
                    + "september|sep|sept oktober|okt november|nov dezember|dez"),
            Map.entry("es", "enero febrero marzo abril mayo junio julio agosto septiembre|setiembre octubre noviembre "
                    + "diciembre"),
            Map.entry("fr", "janvier février mars avril mai juin juillet août septembre octobre novembre décembre"),
            Map.entry("it", "gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre "
                    + "dicembre"),
            Map.entry("pt", "janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro"),
            Map.entry("nl", "januari februari maart april mei juni juli augustus september oktober november december"),
            Map.entry("ro", "ianuarie februarie martie aprilie mai iunie iulie august septembrie octombrie noiembrie "
                    + "decembrie"),
            Map.entry("tr", "ocak şubat mart nisan mayıs haziran temmuz ağustos eylül ekim kasım aralık"),
            Map.entry("pl", "stycznia|styczeń lutego|luty marca|marzec kwietnia|kwiecień maja|maj czerwca|czerwiec "
                    + "lipca|lipiec sierpnia|sierpień września|wrzesień października|październik "
                    + "listopada|listopad grudnia|grudzień"),
            Map.entry("ru", "января|январь|январе февраля|февраль|феврале марта|март|марте апреля|апрель|апреле "
                    + "мая|май|мае июня|июнь|июне июля|июль|июле августа|август|августе сентября|сентябрь|сентябре "
                    + "октября|октябрь|октябре ноября|ноябрь|ноябре декабря|декабрь|декабре"),
            Map.entry("el", "ιανουαρίου|ιανουάριος φεβρουαρίου|φεβρουάριος μαρτίου|μάρτιος απριλίου|απρίλιος "
                    + "μαΐου|μάιος ιουνίου|ιούνιος ιουλίου|ιούλιος αυγούστου|αύγουστος σεπτεμβρίου|σεπτέμβριος "
                    + "οκτωβρίου|οκτώβριος νοεμβρίου|νοέμβριος δεκεμβρίου|δεκέμβριος"),
            Map.entry("hi", "जनवरी फ़रवरी|फरवरी मार्च अप्रैल मई जून जुलाई अगस्त सितंबर|सितम्बर अक्टूबर नवंबर|नवम्बर "
                    + "दिसंबर|दिसम्बर"),
            Map.entry("ar", "يناير فبراير مارس أبريل|ابريل مايو يونيو|يونيه يوليو|يوليه أغسطس|اغسطس سبتمبر "
                    + "أكتوبر|اكتوبر نوفمبر ديسمبر"));

    /** Folded name to English key, by language. */
    private static final Map<String, Map<String, String>> MONTHS = new HashMap<>();

    static {
        WRITTEN.forEach((language, names) -> {
            Map<String, String> of = new HashMap<>();
            String[] months = names.split(" ");
            for (int m = 0; m < 12; m++) {
                for (String form : months[m].split("\\|")) {
                    of.put(Tokenizer.fold(form), ENGLISH.get(m));
                }
            }
            MONTHS.put(language, Map.copyOf(of));
        });
    }

    /**
     * The English key of a month's name (folded) in {@code language}, or null. Romanian "mai" is also "more": a month
     * only after a day ("5 mai").
     */
    static String month(String word, String language, boolean afterNumber) {
        Map<String, String> names = language == null ? null : MONTHS.get(language);
        if (names == null) {
            return SHORT.get(word);
        }
        String month = names.get(word);
        return "ro".equals(language) && "mai".equals(word) && !afterNumber ? null : month;
    }

    /** A date in figures: day.month.year, as one token ("05.03.2020"). */
    private static final Pattern DOTTED = Pattern.compile("(\\d{1,2})\\.(\\d{1,2})\\.(\\d{4})");
    private static final Pattern DIGITS = Pattern.compile("\\d{1,4}");

    /**
     * Dates in figures read as a day, a month's name and a year: year-month-day ("2020-03-05", "2020/03/05"),
     * day.month.year ("05.03.2020"), and day/month/year, or in English month/day/year where the day tells which
     * (over 12) or where both are the same ("3/3/2020"); "5/3/2020" in English is left as figures.
     */
    static void numeric(String text, List<Token> tokens, String language) {
        for (int i = 0; i < tokens.size(); i++) {
            Token t = tokens.get(i);
            if (t.kind() != Token.Kind.NUMBER) {
                continue;
            }
            Matcher dotted = DOTTED.matcher(text).region(t.start(), t.end());
            if (dotted.matches()) {
                replace(tokens, i, 1, dotted.start(1), dotted.end(1), dotted.start(2), dotted.end(2), dotted.start(3),
                        dotted.end(3), text);
                continue;
            }
            if (i + 2 >= tokens.size()) {
                continue;
            }
            Token b = tokens.get(i + 1);
            Token c = tokens.get(i + 2);
            String sep = text.substring(t.end(), b.start());
            if (b.kind() != Token.Kind.NUMBER || c.kind() != Token.Kind.NUMBER || !(sep.equals("-") || sep.equals("/"))
                    || !text.substring(b.end(), c.start()).equals(sep) || !digits(text, t) || !digits(text, b)
                    || !digits(text, c)) {
                continue;
            }
            int la = t.end() - t.start();
            int lc = c.end() - c.start();
            if (la == 4 && lc <= 2) { // year-month-day
                replace(tokens, i, 3, c.start(), c.end(), b.start(), b.end(), t.start(), t.end(), text);
            } else if (la <= 2 && lc == 4) {
                int first = value(text, t);
                int second = value(text, b);
                boolean monthFirst = "en".equals(language) && first <= 12 && second > 12;
                // "3/3/1950" reads the same either way round
                if (!"en".equals(language) || first > 12 && second <= 12 || monthFirst || first == second) {
                    Token day = monthFirst ? b : t;
                    Token month = monthFirst ? t : b;
                    replace(tokens, i, 3, day.start(), day.end(), month.start(), month.end(), c.start(), c.end(), text);
                }
            }
        }
    }

    private static boolean digits(String text, Token t) {
        return DIGITS.matcher(text).region(t.start(), t.end()).matches();
    }

    private static int value(String text, Token t) {
        return Integer.parseInt(text.substring(t.start(), t.end()));
    }

    /**
     * Tokens {@code i} to {@code i + count - 1} replaced by the day, the month's name and the year they write, in
     * the order written, when the day and month are possible ones.
     */
    private static void replace(List<Token> tokens, int i, int count, int dayFrom, int dayTo, int monthFrom,
            int monthTo, int yearFrom, int yearTo, String text) {
        int day = Integer.parseInt(text.substring(dayFrom, dayTo));
        int month = Integer.parseInt(text.substring(monthFrom, monthTo));
        if (day < 1 || day > 31 || month < 1 || month > 12) {
            return;
        }
        Token[] parts = {
            new Token(String.valueOf(day), dayFrom, dayTo, Token.Kind.NUMBER, false),
            new Token(ENGLISH.get(month - 1), monthFrom, monthTo, Token.Kind.WORD, false),
            new Token(text.substring(yearFrom, yearTo), yearFrom, yearTo, Token.Kind.NUMBER, false) };
        Arrays.sort(parts, Comparator.comparingInt(Token::start));
        tokens.subList(i, i + count).clear();
        tokens.addAll(i, List.of(parts));
    }

    private static final Pattern CLOCK = Pattern.compile("(\\d{1,2}):(\\d{2})");
    private static final Pattern HOUR = Pattern.compile("\\d{1,2}");
    private static final Pattern CLOCK_UHR = Pattern.compile("(\\d{1,2})[:.](\\d{2})");
    private static final Pattern MINUTES = Pattern.compile("\\d{2}");

    /** Noon written as a word, a time of day: "at noon" is "at 12 pm". */
    private static final java.util.Set<String> NOON = java.util.Set.of("noon", "midday", "mediodía", "mediodia");

    /**
     * A time of day keyed as a 24-hour clock: "2:30 pm" and "14:30" are "14:30"; "9 am", "9am", "9 a.m." and
     * "09:00" are "9:00"; "14.30 Uhr", "14 Uhr" and "14h30" are read so too. A time written "2:30", with no am or pm,
     * may be either and is keyed "2:30?". An "am" or "pm" written apart ("8 am") becomes part of the figure; one
     * written on it ("9am") and "Uhr" become a function word. Noon written as a word is "12:00".
     */
    static void clock(String text, List<Token> tokens) {
        for (int i = 0; i < tokens.size(); i++) {
            Token t = tokens.get(i);
            if (t.kind() == Token.Kind.WORD && NOON.contains(Tokenizer.fold(text.substring(t.start(), t.end())))) {
                tokens.set(i, new Token("12:00", t.start(), t.end(), Token.Kind.NUMBER, false)); // "at noon"
                continue;
            }
            if (t.kind() != Token.Kind.NUMBER) {
                continue;
            }
            Token next = i + 1 < tokens.size() ? tokens.get(i + 1) : null;
            boolean pm = next != null && next.key().equals("pm");
            boolean meridiem = next != null && (pm || next.key().equals("am")) && next.start() - t.end() <= 1;
            boolean uhr = next != null && next.key().equals("uhr"); // German "14.30 Uhr", "14 Uhr"
            Matcher clock = (uhr ? CLOCK_UHR : CLOCK).matcher(text).region(t.start(), t.end());
            Token french = i + 2 < tokens.size() ? tokens.get(i + 2) : null; // "14h30"
            int hour;
            int minutes = 0;
            boolean colon = clock.matches();
            boolean joined = false; // "14h30": the figure, the "h" and the minutes are one time
            if (colon) {
                hour = Integer.parseInt(clock.group(1));
                minutes = Integer.parseInt(clock.group(2));
            } else if ((meridiem || uhr) && HOUR.matcher(text).region(t.start(), t.end()).matches()) {
                hour = Integer.parseInt(text.substring(t.start(), t.end())); // "14 Uhr", "9 am", "about 9 am"
            } else if ((meridiem || uhr) && Character.isLetter(text.charAt(t.start())) && t.key().matches("\\d{1,2}")) {
                hour = Integer.parseInt(t.key()); // "acht Uhr", "eight pm"
            } else if (next != null && french != null && next.key().equals("h") && next.start() == t.end()
                    && next.end() == french.start() && HOUR.matcher(text).region(t.start(), t.end()).matches()
                    && MINUTES.matcher(text).region(french.start(), french.end()).matches()) {
                hour = Integer.parseInt(text.substring(t.start(), t.end()));
                minutes = Integer.parseInt(text.substring(french.start(), french.end()));
                joined = true;
            } else {
                continue;
            }
            if (meridiem && (hour < 1 || hour > 12) || hour > 24 || minutes > 59) {
                continue;
            }
            if (joined) {
                tokens.subList(i + 1, i + 3).clear();
                t = new Token(t.key(), t.start(), french.end(), t.kind(), false);
            } else if (meridiem && next.start() > t.end()) { // "8 am" is one time: no rule reads its "am" apart
                tokens.remove(i + 1);
                t = new Token(t.key(), t.start(), next.end(), t.kind(), false);
            } else if (meridiem || uhr) {
                tokens.set(i + 1, new Token(next.key(), next.start(), next.end(), Token.Kind.STOP, false));
            }
            if (meridiem) {
                hour = hour % 12 + (pm ? 12 : 0);
            }
            // "2:30" with no am or pm may be either; "02:30", "14:30", "2:30 am" and "14.30 Uhr" are not
            boolean either = colon && !meridiem && !uhr && hour >= 1 && hour <= 12
                    && text.charAt(t.start()) != '0';
            tokens.set(i, new Token(hour + (minutes < 10 ? ":0" : ":") + minutes + (either ? "?" : ""), t.start(),
                    t.end(), Token.Kind.NUMBER, false));
        }
    }

    /** A span of years whose second is written with its last two digits: "2018–19", "1914-18", "2018/19". */
    private static final Pattern SHORT_SPAN = Pattern.compile("\\s?[-–/]\\s?");

    /** The second year of a span written short ("2018–19") keyed as the year it is ("2019"). */
    static void yearSpans(String text, List<Token> tokens) {
        for (int i = 0; i + 1 < tokens.size(); i++) {
            Token a = tokens.get(i);
            Token b = tokens.get(i + 1);
            if (a.kind() != Token.Kind.NUMBER || b.kind() != Token.Kind.NUMBER || !a.key().matches("1\\d{3}|20\\d{2}")
                    || !b.key().matches("\\d{2}") || !text.substring(b.start(), b.end()).matches("\\d{2}")
                    || !SHORT_SPAN.matcher(text.substring(a.end(), b.start())).matches()) {
                continue;
            }
            int year = Integer.parseInt(a.key()) / 100 * 100 + Integer.parseInt(b.key());
            if (year > Integer.parseInt(a.key())) {
                tokens.set(i + 1, new Token(String.valueOf(year), b.start(), b.end(), Token.Kind.NUMBER, false));
            }
        }
    }

    /** Thai's mark of a year of the Buddhist era, 543 years ahead of the common era: "พ.ศ. 2432" is 1889. */
    private static final Pattern BUDDHIST_ERA = Pattern.compile("พ\\.\\s?ศ\\.?\\s*$");

    private static final int BUDDHIST_ERA_AHEAD = 543;

    /** Each year written after "พ.ศ." keyed as its year of the common era; the mark's letters then say nothing. */
    static void buddhistEra(String text, List<Token> tokens) {
        for (int i = 0; i < tokens.size(); i++) {
            Token t = tokens.get(i);
            int from = Math.max(0, t.start() - 8);
            if (t.kind() != Token.Kind.NUMBER || t.key().length() != 4
                    || text.substring(from, t.start()).indexOf('ศ') < 0) {
                continue;
            }
            Matcher era = BUDDHIST_ERA.matcher(text.substring(from, t.start()));
            if (!t.key().matches("\\d{4}") || !era.find()) {
                continue;
            }
            tokens.set(i, new Token(String.valueOf(Integer.parseInt(t.key()) - BUDDHIST_ERA_AHEAD), t.start(), t.end(),
                    Token.Kind.NUMBER, false));
            for (int k = i - 1; k >= 0 && tokens.get(k).start() >= from + era.start(); k--) {
                Token mark = tokens.get(k); // "พ" and "ศ"
                tokens.set(k, new Token(mark.key(), mark.start(), mark.end(), Token.Kind.STOP, false));
            }
        }
    }

    /** Each day of the month next to its month's name keyed "march 6". */
    static void dated(List<Token> tokens) {
        for (int i = 0; i < tokens.size(); i++) {
            Token t = tokens.get(i);
            if (t.kind() != Token.Kind.NUMBER || !t.key().matches("[1-9]|[12][0-9]|3[01]")) {
                continue;
            }
            String month = i > 0 && isMonth(tokens.get(i - 1)) ? tokens.get(i - 1).key()
                    : i + 1 < tokens.size() && isMonth(tokens.get(i + 1)) ? tokens.get(i + 1).key()
                    : i + 2 < tokens.size() && OF.contains(tokens.get(i + 1).key()) && isMonth(tokens.get(i + 2))
                            ? tokens.get(i + 2).key() : null;
            if (month != null) {
                tokens.set(i, new Token(month + " " + t.key(), t.start(), t.end(), Token.Kind.NUMBER, false));
            }
        }
    }

    /** Whether a number's key is a day of a month, as {@link #dated} keys it ("march 6"). */
    static boolean day(String key) {
        int space = key.indexOf(' ');
        return space > 0 && MONTH_KEYS.contains(key.substring(0, space)) && key.substring(space + 1).matches("\\d{1,2}");
    }

    /** The word between a day and its month: "6th of March", "6 de marzo", "6 de março". */
    private static final Set<String> OF = Set.of("of", "de");

    /**
     * Weekdays written small, folded, as names like "Monday": "le lundi", "los domingos", "montags" (in Romanian
     * "luni" is also "months", so none there).
     */
    private static final Set<String> WEEKDAYS = Set.of("lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi",
            "dimanche", "lunes", "martes", "miercoles", "jueves", "viernes", "sabado", "sabados", "domingo", "domingos",
            "lunedi", "martedi", "mercoledi", "giovedi", "venerdi", "sabato", "domenica", "montags", "dienstags",
            "mittwochs", "donnerstags", "freitags", "samstags", "sonntags", "maandag", "dinsdag", "woensdag",
            "donderdag", "vrijdag", "zaterdag", "zondag");

    static boolean weekday(String folded) {
        return WEEKDAYS.contains(folded);
    }

    private static final Set<String> WEEKDAY_NAMES = Set.of("monday", "tuesday", "wednesday", "thursday", "friday",
            "saturday", "sunday", "montag", "dienstag", "mittwoch", "donnerstag", "freitag", "samstag", "sonntag");

    /** Whether a word as written is a weekday, in any number: "Sunday", "Sundays", "dimanche", "Sonntag". */
    static boolean weekdayWritten(String written) {
        String folded = Tokenizer.fold(written);
        String one = folded.endsWith("s") ? folded.substring(0, folded.length() - 1) : folded;
        return WEEKDAYS.contains(folded) || WEEKDAY_NAMES.contains(folded) || WEEKDAY_NAMES.contains(one);
    }

    static boolean isMonth(Token t) {
        return t.kind() == Token.Kind.WORD && MONTH_KEYS.contains(t.key());
    }
}
