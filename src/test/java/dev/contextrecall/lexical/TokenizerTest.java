package dev.contextrecall.lexical;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

class TokenizerTest {

    static List<String> keys(String text) {
        return Tokenizer.tokens(text).stream().filter(Token::content).map(Token::key).toList();
    }

    @Test
    void inflectionsShareAKey() {
        assertEquals(keys("released"), keys("releases"));
        assertEquals(keys("release"), keys("released"));
        assertEquals(keys("studies"), keys("studied"));
        assertEquals(keys("running"), keys("run"));
    }

    @Test
    void caseAccentsAndPossessivesAreFolded() {
        assertEquals(List.of("quebec"), keys("Québec"));
        assertEquals(keys("Eiffel"), keys("Eiffel's"));
        assertEquals(keys("Eiffel"), keys("Eiffel’s"));
    }

    @Test
    void numbersAreComparedAsNumbers() {
        assertEquals(List.of("1000"), keys("1,000"));
        assertEquals(List.of("1990s"), keys("1990s"), "a decade: aDecadeOrCenturyIsKeyedAsTheRangeItSays");
        assertEquals(List.of("20"), keys("20th"));
        assertEquals(List.of("3"), keys("three"));
        assertEquals(List.of("6"), keys("sixth"));
        assertEquals(List.of("4"), keys("04"));
        assertEquals(List.of("76.25"), keys("76.25"));
        assertEquals(Token.Kind.NUMBER, Tokenizer.tokens("1889").get(0).kind());
    }

    @Test
    void monthAbbreviationsAreMonths() {
        assertEquals(keys("November 2018"), keys("Nov. 2018"));
    }

    @Test
    void functionWordsAreNotContent() {
        assertEquals(List.of("tower", "tall"), keys("It is the tower and it was not tall."));
    }

    @Test
    void offsetsPointIntoTheText() {
        String text = "At 330 metres, the tower.";
        Token metres = Tokenizer.tokens(text).get(2);
        assertEquals("metres", text.substring(metres.start(), metres.end()));
    }

    @Test
    void vietnameseSyllablesArePairedAndNumbersStayAlone() {
        String text = "Bệnh dịch hạch năm 1348 đã lan rộng.";
        List<Token> tokens = Tokenizer.tokens(text, "vi");
        // "năm" (year) before a year is the year's, no syllable of a pair
        assertEquals(List.of("benh dich", "dich hach", "_year", "1348", "đa lan", "lan rong"),
                tokens.stream().map(Token::key).toList());
        assertEquals("Bệnh dịch", text.substring(tokens.get(0).start(), tokens.get(0).end()));
        assertEquals(List.of("benh", "dich", "hach", "1348", "đa", "lan", "rong"),
                keys(text), "other languages read one syllable at a time");
        // the unit after a figure is the figure's, not half a word with the next syllable
        assertEquals(List.of("thap eiffel", "eiffel cao", "0.330", "km", "va đuoc", "đuoc xay", "xay dung"),
                Tokenizer.tokens("Tháp Eiffel cao 330 mét và được xây dựng", "vi").stream().map(Token::key).toList());
    }

    @Test
    void aDecadeOrCenturyIsKeyedAsTheRangeItSays() {
        assertEquals(List.of("1990s", "1990s", "90s"), keys("the 1990s, the 1990's and the '90s", "en"));
        assertEquals(List.of("1990s"), keys("in den 1990er Jahren", "de"));
        assertEquals(List.of("1990s"), keys("в 1990-х годах", "ru"));
        assertEquals(List.of("1990s"), keys("dans les années 1990", "fr"));
        assertEquals(List.of("1990s"), keys("1990'larda", "tr"));
        assertEquals(List.of("20c", "century"), keys("the 20th century", "en"));
        assertEquals(List.of("siglo", "12c"), keys("en el siglo XII", "es"));
        assertEquals(List.of("12c", "веке"), keys("в XII веке", "ru"));
        assertEquals(List.of("20c", "αιωνα"), keys("τον 20ό αιώνα", "el"));
        assertEquals(List.of("14c", "17c", "century"), keys("the 14th to 17th centuries", "en"));
        assertEquals(List.of("siglo", "14c", "y", "15c"), keys("siglos XIV y XV", "es"));
        assertEquals("20c", keys("20वीं सदी", "hi").get(0), "an ordinal's ending with its vowel signs is the figure's");
        assertEquals(List.of("secolul", "12c"), keys("în secolul al XII-lea", "ro"));
        // seconds, a pronoun and a king are none
        assertEquals(List.of("take", "20", "sec"), keys("It took 20s, 20 seconds.", "en").stream().distinct().toList());
        assertEquals(List.of("century", "born"), keys("In the century I was born", "en"));
        assertEquals(List.of("louis", "xiv"), keys("Louis XIV", "en"));
    }

    static List<String> keys(String text, String language) {
        return Tokenizer.tokens(text, language).stream().filter(Token::content).map(Token::key).toList();
    }

    @Test
    void aDurationIsKeyedInTheLargestUnitInWhichItIsWhole() {
        assertEquals(List.of("2", "week"), keys("two weeks", "en"));
        assertEquals(keys("two weeks", "en"), keys("14 days", "en"));
        assertEquals(keys("a two-week trial", "en"), keys("a 14-day trial", "en"));
        assertEquals(keys("90 minutes", "en"), keys("1.5 hours", "en"));
        assertEquals(List.of("90", "min"), keys("1.5 hours", "en"));
        assertEquals(keys("48 hours", "en"), keys("2 days", "en"));
        assertEquals(keys("18 months", "en"), keys("1.5 years", "en"));
        assertEquals(keys("24 Monate", "de"), keys("2 Jahre", "de"));
        assertEquals(keys("24 meses", "es"), keys("2 años", "es"));
        assertEquals(keys("24 mois", "fr"), keys("2 ans", "fr"));
        assertEquals(keys("24 месяца", "ru"), keys("2 года", "ru"));
        assertEquals(keys("14 ημέρες", "el"), keys("2 εβδομάδες", "el"));
        assertEquals(keys("14 zile", "ro"), keys("2 săptămâni", "ro"));
        assertEquals(keys("14 दिन", "hi"), keys("2 सप्ताह", "hi"));
        assertEquals(keys("14 วัน", "th"), keys("2 สัปดาห์", "th"));
        assertEquals(keys("24个月", "zh"), keys("2年", "zh"));
        assertEquals(keys("14日間", "ja"), keys("2週間", "ja"));
        assertEquals(List.of("14"), keys("14日", "ja").subList(0, 1), "a Japanese day of the month is no length");
        assertEquals(List.of("10", "day"), keys("10 days", "en"), "not whole in weeks: days");
        assertEquals(List.of("30", "day"), keys("30 days", "en"), "days are not months");
        assertEquals(List.of("5", "year"), keys("5 years", "en"));
        assertEquals(List.of("3", "7", "day"), keys("3 to 7 days", "en"), "a range's end keeps the first figure's unit");
        assertEquals(List.of("12"), keys("a dozen", "en"));
    }

    @Test
    void aShortVerbKeepsItsE() {
        assertEquals(keys("note"), keys("noted"));
        assertEquals(keys("name"), keys("named"));
        assertEquals(keys("make"), keys("making"));
        assertEquals(keys("stop"), keys("stopped"));
        assertEquals(keys("fix"), keys("fixed"));
    }

    @Test
    void frenchAndItalianElisionsLeaveTheWord() {
        String text = "La population est d'environ 2,1 millions d'habitants.";
        List<Token> tokens = Tokenizer.tokens(text, "fr");
        assertEquals(List.of("la", "population", "est", "2100000~100000", "habitant"), tokens.stream().filter(Token::content)
                .map(Token::key).toList());
        Token habitants = tokens.get(tokens.size() - 1);
        assertEquals("habitants", text.substring(habitants.start(), habitants.end()));
        assertEquals(List.of("anno"), keys("l'anno", "it"));
        assertEquals(List.of("o'brien"), keys("O'Brien", "en").stream().map(k -> "o'" + k.substring(1)).toList(),
                "English keeps its apostrophes in names");
    }

    @Test
    void digitsGroupedWithSpacesAreOneNumberWhereTheLanguageWritesThemSo() {
        assertEquals(List.of("2148000", "habitant"), keys("2 148 000 habitants", "fr"));
        assertEquals(List.of("en", "1990", "200", "persona"), keys("en 1990 200 personas", "es"),
                "a year before a count is not grouped with it");
        assertEquals(List.of("2148000", "peopl"), keys("2 148 000 people", "en"), "as SI writes it");
        assertEquals(List.of("2019", "100", "peopl"), keys("in 2019 100 people", "en"));
        // the multiplier read onto the last group multiplies the whole figure: 390,000 million, not 390 and 0 million
        assertEquals(List.of("390000000000~1000000", "de", "arbol"), keys("390 000 millones de árboles", "es"));
        assertEquals(keys("390 mil millones de árboles", "es").get(0).split("~")[0],
                keys("390 000 millones de árboles", "es").get(0).split("~")[0]);
        // "nearly" bounds the figure: its key ends with the bound, which the multiplier is read without
        assertEquals(keys("почти 3 000 миллионов", "ru").get(0).replaceAll("[<>]$", "").split("~")[0], "3000000000");
        assertEquals(keys("nearly 3 000 million", "en"), keys("nearly 3,000 million", "en"));
    }

    @Test
    void frenchPresDeBeforeAFigureIsAnApproximation() {
        assertEquals(keys("environ 3 000 millions", "fr").get(0), keys("près de 3 000 millions", "fr").get(1));
    }

    @Test
    void aPercentageIsOneUnitHoweverItIsWritten() {
        for (String written : List.of("5%", "5 %", "5 percent", "5 per cent")) {
            assertEquals(List.of("5", "%"), keys(written, "en"), written);
        }
        assertEquals(List.of("5", "%"), keys("5 por ciento", "es"));
        assertEquals(List.of("5", "%"), keys("5 pour cent", "fr"));
        assertEquals(List.of("5", "%"), keys("5 Prozent", "de"));
        assertEquals(List.of("5", "%"), keys("5 процентов", "ru"));
        assertEquals(List.of("5", "%"), keys("5 प्रतिशत", "hi"), "a word with marks, folded as the tokenizer folds it");
        assertEquals(List.of("%", "5"), keys("yüzde 5", "tr"));
        assertEquals(List.of("%", "5"), keys("%5", "tr"));
        assertEquals(List.of("5", "pp"), keys("5 percentage points", "en"), "points of a percentage are another unit");
        assertFalse(keys("a cent per cent", "en").contains("%"), "with no figure before them, words");
    }

    @Test
    void unitsOfTimeMassAndLengthAreOneKeyShortOrInFull() {
        assertEquals(keys("10 hours", "en"), keys("10 h", "en"));
        assertEquals(keys("10 hours", "en"), keys("10 hrs", "en"));
        assertEquals(keys("120 minutes", "en"), keys("120 min", "en"));
        assertEquals(keys("2 pounds", "en"), keys("2 lbs", "en"));
        assertEquals(keys("3 Stunden", "de"), keys("3 Std", "de"));
        assertEquals(List.of("1", "sec"), keys("1 second", "en"), "a unit after a figure, not the rank");
        assertEquals(List.of("finish", "2"), keys("finished second", "en"), "the rank where no figure is before it");
        assertEquals(List.of("request", "sec"), keys("requests per second", "en"), "a rate's unit");
    }

    @Test
    void aDateIsItsDayMonthAndYearHoweverItIsWritten() {
        List<String> date = List.of("march 5", "march", "2020");
        assertEquals(date, keys("5 March 2020", "en"));
        assertEquals(List.of("march", "march 5", "2020"), keys("March 5, 2020", "en"));
        assertEquals(List.of("2020", "march", "march 5"), keys("2020-03-05", "en"));
        assertEquals(date, keys("05.03.2020", "de"));
        assertEquals(date, keys("5. März 2020", "de"));
        assertEquals(date, keys("5 mars 2020", "fr"));
        assertEquals(date, keys("05/03/2020", "fr"));
        assertEquals(List.of("march 5", "de", "march", "de", "2020"), keys("5 de marzo de 2020", "es"));
        assertEquals(date, keys("5 марта 2020", "ru"));
        assertEquals(List.of("5", "3", "2020"), keys("5/3/2020", "en"), "day or month first: not a date in English");
        assertEquals(List.of("march", "march 13", "2020"), keys("3/13/2020", "en"));
        assertEquals(List.of("march 3", "march", "1950"), keys("3/3/1950", "en"), "the same either way round");
        assertEquals(List.of("1914", "1918"), keys("1914-1918", "en"), "a span of years is no date");
        assertEquals(List.of("mai", "mult"), keys("mai mult", "ro"), "Romanian \"mai\" is a month only after a day");
        assertEquals(List.of("may 5", "may", "2020"), keys("5 mai 2020", "ro"));
    }

    @Test
    void aTimeOfDayIsReadOnTheTwentyFourHourClock() {
        for (String written : List.of("2:30 pm", "2:30 p.m.", "14:30")) {
            assertEquals(List.of("14:30"), keys(written, "en"), written);
        }
        for (String written : List.of("9 am", "9am", "9 a.m.", "09:00", "9 AM")) {
            assertEquals(List.of("9:00"), keys(written, "en"), written);
        }
        assertEquals(List.of("0:00"), keys("12 am", "en"));
        assertEquals(List.of("2:30?"), keys("2:30", "en"), "no am or pm: either");
        assertEquals(List.of("14:30"), keys("14.30 Uhr", "de"));
        assertEquals(List.of("14:00"), keys("14 Uhr", "de"));
        assertEquals(List.of("14:30"), keys("14h30", "fr"));
        assertEquals(List.of("10", "h"), keys("10 h", "fr"), "a duration in hours is no time of day");
    }

    @Test
    void aSpaceGroupedFigureEndsWithItsDecimals() {
        assertEquals(List.of("21196.18", "km"), keys("21 196,18 km", "fr"));
        assertEquals(List.of("21196.18", "km"), keys("21 196,18 км", "ru"));
        assertEquals(List.of("21196.18", "3"), keys("21 196,18 3", "fr"), "nothing after the decimals joins");
    }

    @Test
    void boundsAreKeptOnTheFigure() {
        assertEquals(List.of("5000>", "employe"), keys("more than 5,000 employees", "en"));
        assertEquals(List.of("5000>"), keys("over 5,000", "en"));
        assertEquals(List.of("2000000>"), keys("over 2 million", "en"), "the bound stays on the product");
        assertEquals(List.of("18<"), keys("under 18", "en"));
        assertEquals(List.of("1000<"), keys("up to 1,000", "en"));
        assertTrue(keys("mehr als 21.000 km", "de").contains("21000>"));
        assertTrue(keys("más de 5.000 empleados", "es").contains("5000>"));
        assertTrue(keys("moins de 5 000 habitants", "fr").contains("5000<"), "space-grouped, the bound kept");
        assertEquals(List.of("year", "1990"), keys("over the years, 1990", "en"), "a bound only on the next token");
    }

    @Test
    void englishTensAndUnitsWithAHyphenAreOneNumber() {
        assertEquals(List.of("25", "year"), keys("twenty-five years", "en"));
        assertEquals(List.of("41"), keys("forty-one", "en"));
        assertEquals(List.of("20", "5"), keys("twenty, five", "en"));
    }

    @Test
    void numberWordsOfEachMeasuredLanguageAreTheirNumbers() {
        assertEquals(keys("3 Tage", "de"), keys("drei Tage", "de"));
        assertEquals(keys("14 Tage", "de"), keys("zwei Wochen", "de"), "a duration in words is keyed as in figures");
        assertEquals(keys("5 oficinas", "es"), keys("cinco oficinas", "es"));
        assertEquals(List.of("11"), keys("once", "es"), "Spanish eleven");
        assertFalse(keys("once", "en").contains("11"), "English 'once' is no number");
        assertFalse(keys("dos", "en").contains("2"), "a number word is read in its own language only");
        assertEquals(keys("3 дня", "ru"), keys("три дня", "ru"));
        assertEquals(keys("3 ημέρες", "el"), keys("τρεις ημέρες", "el"));
        assertEquals(keys("3 gün", "tr"), keys("üç gün", "tr"));
        assertEquals(keys("5 साल", "hi"), keys("पाँच साल", "hi"));
        assertEquals(keys("5 साल", "hi"), keys("पांच साल", "hi"));
    }

    @Test
    void tensAndUnitsAreOneNumberAsEachLanguageJoinsThem() {
        assertEquals(List.of("25"), keys("vingt-cinq", "fr"));
        assertEquals(List.of("79"), keys("soixante-dix-neuf", "fr"));
        assertEquals(List.of("80"), keys("quatre-vingts", "fr"));
        assertEquals(List.of("92"), keys("quatre-vingt-douze", "fr"));
        assertEquals(List.of("35"), keys("treinta y cinco", "es"));
        assertEquals(List.of("25"), keys("vinte e cinco", "pt"));
        assertEquals(List.of("25"), keys("douăzeci și cinci", "ro"));
        assertEquals(List.of("25"), keys("двадцать пять", "ru"));
        assertEquals(List.of("25"), keys("είκοσι πέντε", "el"));
        assertEquals(List.of("15"), keys("on beş", "tr"));
        assertEquals(List.of("20", "5"), keys("zwanzig, fünf", "de"), "a comma parts them");
        assertTrue(keys("dos y tres", "es").containsAll(List.of("2", "3")), "only a tens word takes units");
    }

    @Test
    void aCapitalisedNumberWordInsideASentenceIsAName() {
        assertTrue(keys("Il cancelliere era Otto von Bismarck.", "it").contains("otto"));
        assertTrue(keys("Otto giorni dopo.", "it").contains("8"), "a sentence's first word");
        assertTrue(keys("Die deutsche Elf gewann.", "de").contains("elf"));
    }

    @Test
    void anHourInWordsIsATimeOfDay() {
        assertEquals(keys("um 8 Uhr", "de"), keys("um acht Uhr", "de"));
        assertEquals(keys("um 9 Uhr", "de"), keys("um etwa 9 Uhr", "de"), "an approximate hour in figures");
        assertEquals(keys("at 9 am", "en"), keys("at about 9 am", "en"));
    }

    @Test
    void aTildeOrAnAlmostEqualSignBeforeAFigureSaysItIsApproximate() {
        assertEquals(keys("about 21,200 km", "en"), keys("~21,200 km", "en"));
        assertEquals(keys("about 21,200 km", "en"), keys("≈ 21,200 km", "en"));
        assertEquals(keys("etwa 21.200 km", "de"), keys("ca. ~21.200 km", "de"));
        assertEquals(List.of("10", "20"), keys("10~20", "en"), "between two figures, a range");
        assertEquals(List.of("21200"), keys("21,200", "en"));
    }

    @Test
    void halfOrAOfAMultiplierOrAUnitOfTimeIsAFigure() {
        assertEquals(List.of("500000~100000", "user"), keys("half a million users", "en"));
        assertEquals(keys("30 minutes", "en"), keys("half an hour", "en"));
        assertEquals(keys("12 hours", "en"), keys("a half-day", "en"));
        assertEquals(keys("6 months", "en"), keys("half a year", "en"));
        assertEquals(List.of("30", "min"), keys("eine halbe Stunde", "de").subList(1, 3));
        assertEquals(List.of("30", "min"), keys("media hora", "es"));
        assertEquals(List.of("30", "min"), keys("une demi-heure", "fr").subList(1, 3));
        assertEquals(List.of("30", "min"), keys("jumătate de oră", "ro"));
        assertEquals(List.of("500000>", "user"), keys("over half a million users", "en"), "a bound on it stays");
        assertEquals(List.of("1000000~1000000", "user"), keys("a million users", "en"));
        assertEquals(List.of("1000000~1000000", "user"), keys("one million users", "en"));
        assertEquals(List.of("die", "app", "hat", "1000000~1000000", "nutzer"),
                keys("Die App hat eine Million Nutzer", "de"));
        // "half of" is a share, 50% (Shares); "half" of anything else is a word; Portuguese "meio-dia" is noon
        assertEquals(List.of("50", "%", "vote"), keys("half of the votes", "en"));
        assertTrue(keys("the second half of the year", "en").contains("half"));
        assertTrue(keys("la media de edad", "es").contains("media"));
        assertTrue(keys("ao meio-dia", "pt").contains("meio"));
    }

    @Test
    void anEnglishFunctionWordThatIsAContentWordInTheCaseLanguageIsKept() {
        assertTrue(keys("la médaille d'or", "fr").contains("or"), "gold");
        assertFalse(keys("gold or silver", "en").contains("or"));
        assertFalse(keys("gold or silver", null).contains("or"));
        assertTrue(keys("un an mai târziu", "ro").contains("an"), "a year");
        assertEquals(keys("10 yıl", "tr"), keys("on yıl", "tr"), "ten");
    }

    @Test
    void englishOrdinalWordsAreTheirRank() {
        assertEquals(keys("the 14th president", "en"), keys("the fourteenth president", "en"));
        assertEquals(keys("the 21st century", "en"), keys("the twenty-first century", "en"));
        assertEquals(List.of("32", "floor"), keys("the thirty-second floor", "en"));
        assertEquals(List.of("100", "anniversary"), keys("its hundredth anniversary", "en"));
        assertEquals(List.of("first", "step"), keys("the first step", "en"), "first alone is as often earliest");
    }

    @Test
    void turkishMultipliersTakeTheirEndings() {
        assertEquals(List.of("nufus", "15000000~1000000"), keys("Nüfus yaklaşık 15 milyondur.", "tr"));
    }

    @Test
    void chineseAndJapaneseFiguresAreReadAcrossTheirUnits() {
        assertEquals(List.of("21196", "キロ"), jaKeys("2万1196キロ"));
        assertEquals(List.of("120000000~1000000"), jaKeys("1億2000万"));
        assertEquals(List.of("120000000~1000000"), jaKeys("1億2千万"));
        assertEquals(List.of("20000000~1000000"), jaKeys("2千万"));
        assertEquals(List.of("21000~1000", "キロ"), jaKeys("約2万1千キロ"));
        assertEquals(List.of("2500~100"), jaKeys("2千5百"));
        assertEquals(List.of("2000~1000", "5"), jaKeys("2千5"), "2,500 or 2,005: left apart");
        assertEquals(List.of("300000000~100000000"), jaKeys("3億"));
        // in numerals as in digits, a figure counted in a unit is read to it, as "three hundred million" is
        assertEquals(List.of("300000000~100000000"), jaKeys("三億"));
        assertEquals(List.of("120000000~1000000"), jaKeys("一億二千万"));
        assertEquals(List.of("120000000~1000000"), jaKeys("一亿二千万"));
        assertEquals(List.of("21000~1000"), jaKeys("两万一千"));
        assertEquals(List.of("100000~100000"), jaKeys("十万"));
        assertEquals(List.of("1000000000000~10000000000"), jaKeys("一万亿"), "as 10000亿 is");
        assertEquals(List.of("1989"), jaKeys("一九八九"), "digit by digit: exact");
        // "2500万" is 25 million to the million, as "25 million" is; a figure after a space is another figure
        assertEquals(List.of("25000000~1000000"), jaKeys("2500万"));
        assertEquals(List.of("20000~10000", "1196"), jaKeys("2万 1196"));
    }

    @Test
    void oneNumeralBeforeACounterIsItsFigure() {
        assertEquals("3", jaKeys("三つの衛星").get(0));
        assertEquals("3", Tokenizer.tokens("该行星有三颗卫星。", "zh").stream().filter(t -> t.kind() == Token.Kind.NUMBER)
                .map(Token::key).findFirst().orElse(null));
        assertEquals("10", jaKeys("十个").get(0));
        // "一" before a counter mostly says "a"; "几十" and "数十" are some tens; a numeral inside a word is no figure
        assertTrue(jaKeys("一位科学家").stream().noneMatch(k -> k.equals("1")));
        assertTrue(jaKeys("几十年来").stream().noneMatch(k -> k.equals("10")));
        assertTrue(jaKeys("三国时代").stream().noneMatch(k -> k.equals("3")));
        assertFalse(new SupportFinder(List.of("该行星有13颗卫星。"), "zh").find("该行星有三颗卫星。").supported());
        assertTrue(new SupportFinder(List.of("その惑星には三つの衛星がある。"), "ja").find("その惑星には3つの衛星がある。")
                .supported());
    }

    @Test
    void aKatakanaWordsLastLongVowelMarkIsSpeltOrNot() {
        assertEquals(jaKeys("コンピュータを使った"), jaKeys("コンピューターを使った"));
        assertEquals(jaKeys("サーバは東京にある"), jaKeys("サーバーは東京にある"));
        assertFalse(jaKeys("オーストラリア").equals(jaKeys("オストラリア")), "a mark inside the word is kept");
    }

    @Test
    void anAreaIsOneUnitShortOrInFull() {
        assertEquals(List.of("5500000~100000", "km2"), keys("5.5 million square kilometres"));
        assertEquals(List.of("5500000~100000", "km2"), keys("5.5 million sq km"));
        assertEquals(List.of("5500000", "km2"), keys("5,500,000 km²"));
        assertEquals(keys("80 square metres"), keys("80 m²"));
        assertEquals(List.of("2.00", "km2"), keys("200 hectares"), "hectares read as square kilometres");
        assertEquals(List.of("200", "km2"), Tokenizer.tokens("200 Quadratkilometer", "de").stream().map(Token::key).toList());
        assertEquals(List.of("5", "km"), keys("5 km"));
    }

    @Test
    void aRomanianMultiplierAfterDeMultipliesTheFigure() {
        assertEquals(List.of("21000~1000", "km"),
                Tokenizer.tokens("21 de mii de km", "ro").stream().filter(Token::content).map(Token::key).toList());
        assertEquals(List.of("20000000~1000000"),
                Tokenizer.tokens("20 de milioane", "ro").stream().filter(Token::content).map(Token::key).toList());
    }

    private static List<String> jaKeys(String text) {
        return Tokenizer.tokens(text, "ja").stream().filter(Token::content).map(Token::key).toList();
    }

    @Test
    void multipliersWrittenOntoAFigureMultiplyIt() {
        assertEquals(keys("$2.5 billion"), keys("$2.5bn"));
        assertEquals(keys("about 12 thousand"), keys("about 12k"));
        assertEquals(List.of("3000000~1000000"), keys("€3m"), "a multiplied figure is rounded to its multiplier");
        assertEquals(keys("3 metres"), keys("3m"), "without a currency sign, m is metres");
    }

    @Test
    void hyphenatedWordsAreAlsoReadClosedUp() {
        String text = "the Ibero-American championship";
        assertEquals(List.of("iberoamerican"), Compounds.closed(text, Tokenizer.tokens(text)));
        assertEquals(List.of(), Compounds.closed("between 1914 - 1918", Tokenizer.tokens("between 1914 - 1918")));
    }

    @Test
    void scaleWordsOfEachLanguageMultiplyTheFigure() {
        assertEquals(List.of("1400000000~10000000"), keys("140 crore"), "to the crore");
        assertEquals(List.of("500000~100000"), keys("5 lakh"));
        assertEquals(List.of("1200000000000~100000000000"), keys("1.2 trillion"));
        assertEquals(List.of("1500000000000~100000000000"), keys("1,5 billones", "es"), "a Spanish billón is 10^12");
        assertEquals(List.of("2000000000000~1000000000000"), keys("2 Billionen", "de"));
        assertEquals(List.of("2000000000000~1000000000000"), keys("2 billions", "fr"));
        assertEquals(List.of("2000000000~1000000000"), keys("2 billion", "en"));
        assertEquals(List.of("3000000000~1000000000"), keys("3 milliards", "fr"));
        assertEquals(keys("2,5 млрд", "ru"), keys("2,5 миллиарда", "ru"));
        assertEquals(List.of("2500000000~100000000"), keys("2,5 δισεκατομμύρια", "el"));
        assertEquals(List.of("1200000~100000", "user"), keys("1.2M users"), "a capital M is million");
        assertEquals(keys("3 metres"), keys("3m"), "a small m is metres");
    }

    @Test
    void aFigureBelowZeroKeepsItsSign() {
        assertEquals(List.of("-5", "°c"), keys("-5 °C"));
        assertEquals(List.of("-5", "°c"), keys("−5 °C"), "the minus sign");
        assertEquals(List.of("-5", "degre"), keys("minus 5 degrees").subList(1, 3));
        assertEquals(List.of("covid", "19"), keys("COVID-19"));
        assertEquals(List.of("1914", "1918"), keys("1914-1918"));
        assertEquals(List.of("1914", "1918"), keys("1914 - 1918"), "a range, not a negative figure");
    }

    @Test
    void aFigureAndAHalfOfAUnitOfTimeIsOneDurationHoweverSaid() {
        assertEquals(List.of("90", "min"), keys("an hour and a half", "en"));
        assertEquals(keys("90 minutes", "en"), keys("one and a half hours", "en"), "one is a word, not 30 minutes");
        assertEquals(keys("150 minutes", "en"), keys("two hours and a half", "en"));
        assertEquals(keys("18 months", "en"), keys("a year and a half", "en"));
        assertEquals(keys("90 Minuten", "de"), keys("eineinhalb Stunden", "de"));
        assertEquals(keys("18 Monate", "de"), keys("anderthalb Jahre", "de"));
        assertEquals(keys("90 minutes", "fr"), keys("une heure et demie", "fr"));
        assertEquals(keys("90 minutos", "es"), keys("una hora y media", "es"));
        assertEquals(keys("30 meses", "es"), keys("dos años y medio", "es"));
        assertEquals(keys("90 minuti", "it"), keys("un'ora e mezza", "it"));
        assertEquals(keys("90 минут", "ru"), keys("полтора часа", "ru"));
        assertEquals(keys("30 месяцев", "ru"), keys("два с половиной года", "ru"));
        assertEquals(keys("150 dakika", "tr"), keys("iki buçuk saat", "tr"));
        assertEquals(keys("90 मिनट", "hi"), keys("डेढ़ घंटे", "hi"));
        assertEquals(keys("90分钟", "zh"), keys("一个半小时", "zh"));
        assertEquals(keys("120分钟", "zh"), keys("两个小时", "zh"));
        assertEquals(keys("90分間", "ja"), keys("1時間半", "ja"));
        assertEquals(List.of("2", "a", "day", "a", "half", "12"), Tokenizer.tokens("twice a day and a half dozen", "en")
                .stream().map(Token::key).filter(k -> !k.equals("and")).toList(), "the half is the dozen's");
        assertEquals(List.of("一个", "个人"), keys("一个人", "zh"), "a lone 一 stays a word");
    }

    @Test
    void hindiWritesMillionAndBillionAsEnglishDoes() {
        assertEquals(keys("12 लाख", "hi"), keys("1.2 मिलियन", "hi"));
        assertEquals(List.of("390000000000~1000000000"), keys("390 बिलियन", "hi"));
    }

    @Test
    void aTonneIsAThousandKilograms() {
        assertEquals(List.of("1500", "kg"), keys("1.5 tonnes"));
        assertEquals(keys("1,500 kg"), keys("1.5 tonnes"));
        assertEquals(keys("2,000 kg"), keys("2 t"), "after a figure, t is the tonne");
        assertEquals(keys("1.500 kg", "de"), keys("1,5 Tonnen", "de"));
        assertEquals(keys("1500公斤", "zh"), keys("1.5吨", "zh"));
        assertEquals(keys("3000キログラム", "ja"), keys("3トン", "ja"));
        assertEquals(keys("50,000 tonnes"), keys("50,000 tons"));
        assertNotEquals(keys("2,000 kg"), keys("20 tonnes"));
    }

    @Test
    void aMetricFigureIsReadInTheLargestUnitOfItsKind() {
        assertEquals(List.of("2.500", "kg"), keys("2,500 grams"));
        assertEquals(List.of("2.5", "kg"), keys("2.5 kg"));
        assertEquals(List.of("0.330", "km"), keys("330 m"), "to the metre, as written");
        assertEquals(List.of("0.300~0.1", "km"), keys("about 300 m"));
        assertEquals(List.of("2.500", "l"), keys("2,500 ml"));
        assertEquals(List.of("5.000>", "km"), keys("over 5,000 m"));
    }

    @Test
    void japaneseUnitsInKatakanaAndApproximateComposedFiguresAreRead() {
        assertEquals(List.of("0.333", "km"), jaKeys("333メートル").subList(0, 2));
        assertEquals(List.of("5", "km"), jaKeys("5キロメートル"));
        assertEquals(List.of("20", "%"), jaKeys("20パーセント"));
        assertEquals(List.of("120000000~10000000"), jaKeys("約1億2千万").subList(0, 1), "about: to its last digit");
        assertEquals(List.of("120000000~1000000"), jaKeys("1億2千万"));
    }

    @Test
    void temperatureAndSpeedUnitsAreOneUnitHoweverWritten() {
        List<String> celsius = List.of("38", "°c");
        assertEquals(celsius, keys("38 °C"));
        assertEquals(celsius, keys("38°C"));
        assertEquals(celsius, keys("38 ℃"));
        assertEquals(celsius, keys("38 degrees Celsius"));
        assertEquals(celsius, keys("38 Grad Celsius", "de"));
        assertEquals(celsius, keys("38 градусов Цельсия", "ru"));
        assertEquals(List.of("100", "°f"), keys("100 °F"));
        assertEquals(List.of("100", "°f"), keys("100 degrees Fahrenheit"));
        assertEquals(List.of("50", "mph"), keys("50 mph"));
        assertEquals(List.of("3776", "ft"), jaKeys("3776フィート"));
        assertEquals(celsius, keys("38℃", "zh").subList(0, 2));
        assertEquals(celsius, keys("38摄氏度", "zh").subList(0, 2));
    }

    @Test
    void twoDurationsOneAfterTheOtherAreOneDuration() {
        List<String> twoHoursAndAHalf = List.of("150", "min");
        assertEquals(twoHoursAndAHalf, keys("2.5 hours"));
        assertEquals(twoHoursAndAHalf, keys("150 minutes"));
        assertEquals(twoHoursAndAHalf, keys("2 hours 30 minutes"));
        assertEquals(twoHoursAndAHalf, keys("2 h 30 min"));
        assertEquals(twoHoursAndAHalf, keys("two and a half hours"));
        assertEquals(twoHoursAndAHalf, keys("2 Stunden und 30 Minuten", "de"));
        assertEquals(List.of("18", "month"), keys("1 year and 6 months"));
        assertEquals(List.of("60", "h"), keys("2 and a half days"));
        // not a range, nor two of the same unit, nor the smaller first
        assertEquals(List.of("3", "7", "day"), keys("3 to 7 days"));
        assertEquals(List.of("30", "min", "2", "h"), keys("30 minutes 2 hours"));
    }

    @Test
    void turkishNamesAreReadWithoutTheEndingWrittenAfterTheirApostrophe() {
        assertEquals(keys("İstanbul'un", "tr"), keys("İstanbul'dur", "tr"));
        assertEquals(List.of("ankara"), keys("Ankara'dır", "tr"));
        assertEquals(List.of("2010"), keys("2010'da", "tr").subList(0, 1));
    }

    @Test
    void thaiScaleWordsWrittenOntoTheNextWordMultiplyTheFigure() {
        assertEquals(List.of("71600000~100000", "คน"), keys("71.6 ล้านคน", "th"));
        assertEquals(List.of("5000000000~1000000000"), keys("5 พันล้าน", "th"));
    }

    @Test
    void metricUnitsOfEachMeasuredLanguageAreOneUnit() {
        List<String> metres = List.of("1.200", "km"); // 1,200 m, to the metre
        assertEquals(metres, keys("1200 метров", "ru"));
        assertEquals(metres, keys("1.200 μέτρα", "el"));
        assertEquals(metres, keys("1.200 mét", "vi"));
        assertEquals(metres, keys("1,200 मीटर", "hi"));
        assertEquals(metres, keys("1200 متر", "ar"));
        assertEquals(metres, keys("1.200 de metri", "ro"));
        assertEquals(metres, keys("1200米", "zh"));
        assertEquals(List.of("1.2", "km"), keys("1,2 χλμ", "el"));
        assertEquals(List.of("1.2", "km"), keys("1.2 किलोमीटर", "hi"));
        assertEquals(keys("8848,86 метров", "ru"), keys("8848,86 м", "ru"), "the abbreviation too");
        // a year's era is no unit: "1989 г." (год), "1989 م" (AD); "в", "г." and "عام" (year) are the year's
        assertEquals(List.of("1989"), keys("в 1989 г.", "ru"));
        assertEquals(List.of("1989", "م"), keys("عام 1989 م", "ar"));
    }

    @Test
    void aSwissApostropheGroupsThreeDigits() {
        assertEquals(List.of("21196", "km"), keys("21'196 km", "de"));
        assertEquals(List.of("1000000"), keys("1’000’000", "de"));
        assertEquals(List.of("6", "2", "tall"), keys("6'2\" tall"), "feet and inches are two figures");
        assertEquals("1453", keys("1453'te", "tr").get(0));
    }
}
