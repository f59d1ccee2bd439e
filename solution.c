/*
 * Zuma Game (LeetCode 488): the fewest balls from the hand that clear the board, or -1.
 *
 * STATE. A board of at most 16 + 5 = 21 balls packed 3 bits a ball into a 64-bit word (R=1 Y=2
 * B=3 G=4 W=5; ball i in bits 3i..3i+2; 0 past the end, so the length is implied), and the hand
 * as five 3-bit counts, one per colour: the hand is a multiset, so the visited set keys on the
 * board and the counts together. A collapsed board never holds a run of three.
 *
 * SEARCH. Breadth-first, level by level: level d holds the states reached with d balls. The queue
 * is a singly linked list of nodes carved from one pool; a node is recycled once expanded. States
 * of different levels never meet (their hands differ in size), so the visited table holds only
 * the level being built and is emptied between levels (a level stamp in each slot, so nothing
 * is rewritten; a level has the same stamp in both passes of TWO PASSES). The first move that
 * empties the board ends the search, and BFS makes its level the optimum. Each state is also
 * tested, as it is made, for one ball that clears it (rule 4's test): once a state of level
 * d + 1 passes, the answer is d + 2 unless a state of level d still to be expanded is cleared
 * by one ball, so that state is not queued, the rest of its parent's moves and the states of
 * level d still to be expanded are only tested, and the search stops when level d is done. A
 * state with two balls left is never queued: it is decided where it is made (cleared by one
 * ball, by two, or by neither; rules 4 to 6), and when no state of its level is cleared by
 * one ball, the first that two clear gives the answer d + 3. The largest levels are the
 * two-ball ones, so they cost no queue memory; the table still records those that pass rules
 * 2 and 8 counted, so that a state made twice is tested once.
 * Each level is sifted before any of its states is expanded: rule 8's DP, put off from the
 * making of its states to here (a level that one ball ends is never sifted), drops some, and
 * with three balls left so do rules 2 and 7. On that level (d) each state kept is then tested
 * for two balls of its hand that clear it (the two-ball test on each pair its hand holds); the
 * first that passes gives d + 2. No state of level d + 1 is then cleared by one ball (that ball
 * and the move before it would be such two balls), so their one-ball test is skipped, and the
 * first of them that two balls clear gives d + 3 at once.
 * A BOUND FROM THE FIRST BOARD. Rule 8's need of the first board (split_need: colour by colour,
 * removals of four balls at most; grouping_need's where that is below three) is a lower bound on
 * the answer: every play that clears the board uses that many balls or more (RULES, 8). With a hand
 * of k, when it is k - 1, no play of k - 2 balls or fewer exists, so no state with three balls left
 * (level k - 3) is cleared by one ball, and the first of them that two balls clear gives k - 1,
 * which nothing beats, whatever the rest of its level holds. So each is sifted (the same checks and
 * two-ball test as above) as soon as its parent's moves are made, not once its whole level is, and
 * the search stops at the first that passes. When the need is k (then there is no first pass: TWO
 * PASSES), no state with three left is cleared by one ball or by two, and the first state with two
 * left that two balls clear gives k: so the states with three left that a parent makes are sifted
 * and expanded one at a time, each sifted just before it is expanded (sift_now), all before the
 * next parent's moves are made, and their successors, with two left, are settled as ever (their
 * one-ball test skipped: none is cleared by one ball, as that would be a play of k - 1). They share
 * the table's stamp with the level being made (their hands are smaller, so no key of one meets a
 * key of the other), so a state made twice is still tested once. Either way each state is made,
 * dropped, put off, kept and tested as before, only sooner, or not at all once the search has
 * stopped, at the first play of the bound's length, which is the answer; a search that finds none
 * makes every state it made before. The bound is used in the first pass only: the second runs when
 * no play shorter than k exists, where it says nothing more. In both passes, though, it spares the
 * one-ball test (rule 4) of a state made d balls in when d + 1 is below it: no ball clears such a
 * state, as that would be a play of d + 1 balls (one_ball_left).
 *
 * A BOUND ON EACH STATE. split_need's argument (RULES, 8) holds on every board of the search, not
 * only the first: no play from a state whose hand fits no split clears its board, so the state is
 * dropped. It costs a few thousand instructions a state where grouping_need costs about 1,700, and
 * it drops much of what grouping_need keeps where a long search ends in -1 or in every ball; so it
 * runs where a state's successors would cost more: on each state with four balls left just before
 * it is expanded (not once a state of the next level is known to be cleared by one ball: the rest
 * of that level is only tested then; nor on the first pass's first such state, which is often the
 * one that ends a search for a play shorter than the hand: cases/hard.txt 23,839 instructions a
 * case so, 25,380 with it (make bench), the slowest inputs known the same to 2%), and on each state
 * put off that the second pass takes up, when that level is sifted. And only while it pays, the
 * search keeping count: on the first two states offered, then while it has dropped at least half of
 * those it ran on (on the slowest inputs of one family, long boards of two colours with four balls
 * of one in hand, it drops nothing: GWGGWWGWGGWWGWG / GWGGG costs 247,000 instructions so, 381,000
 * with the test on every such state, 230,000 without it). A state dropped has no play that clears
 * its board, so no answer changes; which states are tested changes only the time. The second pass
 * then marks each state it takes up (TAKEN_UP), so that the test does not run on it twice.
 *
 * TWO PASSES. Rule 8's need is a lower bound on the balls that any play from a state still
 * uses, so on a play of k balls a state d balls in needs k - d or fewer. The first pass puts
 * off every state whose need (the sift's DP) is every ball it holds, and so keeps every state
 * of every play shorter than the hand: if the answer is below the hand's size, the first pass
 * holds a shortest play, and BFS finds it; and any play it finds has at most the hand's size,
 * so it is the answer whenever the answer is the hand's size too. (A start that needs every
 * ball has no first pass.) If it finds none, the plays left use every ball, and each passes a
 * state put off: a play none of whose states was put off is the first pass's. The second pass
 * takes the states put off up, each at its level before that level is sifted, and searches on
 * as before. A state that the first pass made at a level is skipped when the second makes it
 * there again (each level keeps one stamp in the table in both passes): the first pass
 * dropped it by a rule, settled it (two balls left: had one or two balls cleared it, the
 * first pass would have found that), put it off (taken up anyway), or expanded it, and then
 * each state after it on a play was handled the same way, down to a state put off or one
 * with two balls left, which the first pass would have found cleared. So the second pass
 * finds a shortest play of every ball if there is one. The states put off at a level are
 * recorded in the table again just before the second pass makes that level (the first pass
 * recorded them, but a later level may have taken their slots): the second pass then does not
 * make again a state that is already among those taken up, the same board and hand, which
 * joins the level sifted and is expanded once. Where the answer is the hand's size or
 * -1, both passes together make each state about once; where it is less, the first pass
 * skips every state that needs every ball it holds, most of a level.
 *
 * SHORTCUTS, exact by the argument beside each, taken before any search: a board that is not
 * empty needs a ball, so if one ball of the hand clears it the answer is 1 (tested first, so an
 * easy input costs a few hundred instructions); balls of a colour that the board lacks and the
 * hand holds fewer than three of can never leave once played (a removal takes three of one
 * colour, and all of them would come from the hand), so no play that clears the board uses
 * them and they leave the hand; a hand of one or two balls is then decided as every state with
 * two balls left is, without the checks of rules 7 and 8 or the pool.
 *
 * MOVES. Ball c goes into a gap whose neighbours are x (left) and y (right), either possibly the
 * edge. It JOINS if x or y is c; it SPLITS if x = y, both balls and not c (a pair yy becomes
 * y c y); otherwise it is LONE: it sits between two different colours, both unlike it. Only a
 * joining ball can set off a removal. The removals a move sets off form a chain: the first takes
 * the run that holds the new ball, and each next one the run that forms across the gap the last
 * one closed; so the balls a move removes stand side by side, around the new ball.
 *
 * RULES, and why none can lose the optimum: rules 1 to 8 by argument, rule 9 by exhaustion over
 * the whole domain. The reference solver in judge/ (an unpruned search but for one test, rule 2
 * below) agrees on every case, on seeded random inputs and on every board up to a length:
 * docs/evidence.md.
 * 1. Only at the start of a run. Colour c put anywhere touching a run of c gives the same row as
 *    c put just before that run, so the other gaps are skipped: pure de-duplication.
 * 2. Dead states are dropped. A ball leaves only in a run of three or more of its colour, and the
 *    balls of colour c that can ever be on the board are those there plus those in hand. If a
 *    colour is on the board and board plus hand hold fewer than 3 of it, it can never go. Nor
 *    can it when the board holds exactly five of it and the hand none: a removal takes three
 *    or four balls (the run a ball completes held two at most, and the two runs that meet
 *    across a closed gap two at most each, as no run of a board holds three), so five leave in
 *    neither one removal nor two (FIVE_DROPPED, off on make domain's exact side).
 * 3. Mirror images are one state. The rules are the same read right to left, so a board and its
 *    reverse, with one hand, need the same balls; the table keys on the smaller word, and the
 *    successors of one are the mirrors of the successors of the other.
 * 4. The last ball is tested, never queued. With one ball left only a joining move can empty the
 *    board, and it empties it exactly when the ball completes the middle run, a pair, and each
 *    two runs facing each other around it share a colour and hold 3 or more (colour_that_clears).
 * 5. No lone ball when at most two are left. Say a clearing play ends with a lone ball b (colour
 *    c, between x and y, neither c, x not y) followed by a last move m. A lone ball removes
 *    nothing, so m must empty the board, b included. Say m goes left of b, in the part L of the
 *    board left of b. Its chain (MOVES) grows from m's ball and reaches b from the left. The
 *    chain's first removal takes m's ball and cannot take b: beside b, m's ball would make a
 *    run of two (x and y are not c). So b leaves in a later removal, the one that follows the
 *    removal of x's run: that closes the gap left of b, and b, with y (not c) on its right,
 *    goes only if the two balls now on its left are c, a pair cc of L (a run of the board: runs
 *    merge only across the gap the chain closes), not m's ball. Every removal before it lies
 *    inside L and is the same without b: none touches b but x's run, and that run of colour x
 *    is bounded on the right by b, or without b by y, not x. Play m first instead: the same
 *    removals inside L uncover cc beside y, and stop. Then put b against that cc: it joins, the
 *    three go, and the gap closes between the same two balls as in the first play. Same
 *    length, same board after, and no lone ball. A lone ball is never the last move either,
 *    since it removes nothing. So some optimal play has no lone ball among its last two moves,
 *    and every move made with at most two balls in hand is one of a play's last two.
 * 6. Two balls left and no single ball could clear the board as it stands (by rule 4 that needs
 *    an odd number of runs and end runs of one colour): then the first of the two must remove
 *    something. By rule 5 it is not lone, and a ball that removes nothing and is not lone
 *    (joining a single ball, or splitting a pair) keeps the end colours and the parity of the
 *    run count. So only balls that complete a pair are tried first (two_balls_clear). And
 *    when a first ball may remove nothing, one that joins a single ball keeps the colours of
 *    the runs as they are, and rule 4's ball clears only a board whose run colours read the
 *    same both ways: unless the board's do, such a first ball is not tried either.
 *    The first ball is played on the board's runs, not its balls (two_balls_clear): it
 *    changes runs x to y - 1 (those it removes, joins, splits or merges) and leaves the x
 *    runs before them and the R - y after them (R runs in all) as they were, so the first
 *    min(x, R - y) runs from each end of the board after it face each other as on the board.
 *    Rule 4's last ball needs every two facing runs to share a colour and hold three balls or
 *    more; if the first two facing runs of the board that fail this are the t-th from the
 *    ends (counting from 0) and min(x, R - y) > t, they still face each other after the first
 *    ball and still fail, so no last ball clears: such a first ball is skipped, a test that
 *    drops no play.
 * 7. A colour that leaves at once walls in the others. Balls never change order, and the balls
 *    one removal takes stand side by side at that moment, so whatever stood between them left
 *    earlier. Let colour x have two or more balls on the board and at most five on board and
 *    in hand together: two removals of x would take six, so all of x leaves in one removal, at
 *    time T. Its balls cut the board into cells: each gap between two neighbouring balls of x,
 *    and the outside (before the first and after the last, as one cell). If one removal took
 *    balls y and y' of another colour from two cells, a ball of x stood between y and y', so it
 *    came after T; and y or y' stood between two balls of x, so it came before T. Hence each
 *    removal draws its board balls from one cell of x, and a colour with k = 1 or 2 balls in a
 *    cell needs 3 - k from the hand for that cell alone. A state whose hand cannot pay for
 *    every colour in every such cell is dropped. This holds for x's own balls against the
 *    cells of another such colour z, so two such colours that interleave (x between two of z
 *    and z between two of x) are always dropped: x's balls then sit in two or more cells of z,
 *    each cell's removal of x takes three balls of x, and x has at most five. Rule 2 is the
 *    case with no wall: one cell. A move that removes nothing keeps each colour's count on
 *    board plus hand, so after one only the checks that involve its colour are redone.
 * 8. Removals never cross, and each costs the hand what its board balls lack. Group the board's
 *    balls by the removal that takes them. Two groups never cross (a < b < a' < b', a and a' in
 *    one, b and b' in the other): whichever goes first needs the other's ball between its own
 *    gone already. A group of colour c with k < 3 balls of the board takes 3 - k balls of c
 *    from the hand, and no two groups share one; a ball of a colour the board lacks pays for
 *    none. So if every non-crossing split of the board into one-colour groups needs more balls
 *    than the hand holds in the board's colours, or a colour it lacks, the state is dropped
 *    (grouping_need, an interval DP). The same holds colour by colour: the groups of colour c
 *    take from the hand the sum of their 3 - k, all balls of c, so a split that needs more of
 *    some colour than the hand holds of it is no play's split either. And a removal takes three or
 *    four balls (rule 2), so a group holds four balls of the board at most, and a group of four
 *    takes none from the hand: its removal is two runs of two that meet across a gap just closed,
 *    its first two balls and its last two. If its second and third balls are a pair of the board, a
 *    ball was put between them before that gap closed, and it left while both stood, in a removal
 *    between them that holds no ball of the board: three balls of one colour from the hand (a wall;
 *    a hand with no three of a colour has no such group). So capped, the two balls of a pair may
 *    lie in two groups (a ball of another colour split the pair, and left later with balls from
 *    elsewhere: the merge below could make a group of five), so this form of the DP runs on the
 *    board's balls, not its runs (split_need, on sets of need vectors, one count per colour); it
 *    takes the least need of a split that fits the hand in every colour, and if none fits no play
 *    clears the board (on the first board the answer is -1). It is the sharpest test here and
 *    the dearest (sets, and balls for runs), so it runs on the first board, and in long searches
 *    on some states (A BOUND ON EACH STATE): alone, on the first board, it answers -1 at once
 *    for 13566 of the 13642 unsolvable inputs make rules draws (rule 8f), and its need is the
 *    bound of A BOUND FROM THE FIRST BOARD
 *    and TWO PASSES. It runs there after grouping_need, the cheaper DP (in time more than in
 *    instructions: make bench's median on hard.txt 1.2 us with grouping_need first, 1.5 us
 *    without), and only where grouping_need's need is three or more: below that the answer may be
 *    two, which the search finds in less time than split_need takes (on the ten inputs that make
 *    worst VERSUS= ranked worst beside the fastest published solver, all of answer 2, one process
 *    timed this file at 0.41 to 0.71 of that solver's time, and at 0.61 to 1.02 without the skip).
 *    grouping_need, the search's DP, lets a group take any number of balls and keeps each run in
 *    one group, which then loses nothing: merging the groups A and B of two neighbouring balls of
 *    one colour never raises the need (nor its count in any colour),
 *    and no group crosses the merged one. If a group C did, take a ball of C between two balls
 *    of A and B and the balls of A and B nearest it on each side: if both are of A (or of B), C
 *    crosses A (or B); if one is of A and the other of B, the two neighbours, side by side,
 *    lie both between them or both outside, and either way A and B cross. (For groups whose
 *    balls are not neighbours this fails: A = {1}, B = {3}, C = {2, 4}.) The DP goes on only
 *    from partial needs within the hand's size: no need is negative, so a larger one only ever
 *    adds to sums that exceed the hand, and the drop decision is that of the full DP (the exact
 *    need is computed whenever it is at most the hand's size). Counted, rule 8 is cheap: g
 *    groups that never cross hold at most 2g - 1 runs. Groups holding R runs in all have R - g
 *    gaps between two consecutive runs of one group; each gap holds a run of another group,
 *    and groups that never cross lie wholly inside it; give each gap an outermost group
 *    inside it: no group is given twice (two gaps are nested or apart), and the group of the
 *    first ball lies in no gap, so R - g <= g - 1. Each group takes three balls, so a board
 *    of R runs needs 3 * ceil((R + 1) / 2) balls or more on the board and in the hand's board
 *    colours together (too_many_runs). Counted colour by colour it is sharper: the groups of
 *    colour c take three balls of c each (a group merged as above keeps the balls of both),
 *    from the n balls of c on the board and the h in hand, no ball in two groups; so there
 *    are at most floor((n + h) / 3) of them, and the sum of these over the board's colours
 *    must reach ceil((R + 1) / 2) (too_few_removals: on two colours the total often fits and
 *    this does not, and those were the slowest inputs before it).
 *    And a join that removes nothing needs no DP when its parent's need fits the hand: the new
 *    ball, added to the group of the run it joins in the parent's cheapest split, lowers that
 *    group's need or keeps it, and the split stays non-crossing (the ball sits beside the run).
 *    Rule 7 is the same fact counted colour by colour, which this DP does not do. Rules 2, 7
 *    and 8 run on the first board; on each new state with three or more balls left, rule 8
 *    counted where it is made, rules 2 and 7 there too with four or more left, and the rest
 *    (rule 8's DP, and with three left rules 2 and 7) when its level is sifted (SEARCH); rules
 *    2, 7 and 8 counted (colour by colour) on each state with two balls left before its
 *    two-ball test, and on each pair of a hand of three before its test in the sift; the sift
 *    counts rule 8 colour by colour before each DP it runs. The sift also skips a pair that
 *    holds fewer balls of the board's colours than the need the DP found for the whole hand: a
 *    play of the pair is a play of the hand, so it uses that many at least (the pair holds no
 *    colour the hand lacks, so its own need is no smaller). And a split (MOVES) whose state
 *    rule 8 counted colour by colour drops is not made at all, at any level: a split removes
 *    nothing, so it keeps each colour's balls on the board and in hand together (n + h; a
 *    colour new on the board then counts, with its hand's count), and it adds two runs (the
 *    pair y y becomes y c y); so that count is read from the parent once for all its splits
 *    (splits_dropped), and the state, from which no play clears the board, is neither made
 *    nor recorded in the table. 7 and 8 make most -1 answers immediate.
 *
 * 9. No lone ball at all: a ball only joins its colour or splits a pair of another; at an end of
 *    the board it only joins (MOVE_KEPT). Rule 5's exchange argument proves this for the last
 *    two moves of a play; for an earlier lone ball it breaks on one case (a lone ball that
 *    becomes a wall between two runs of one colour before they would meet). So this rule rests
 *    on exhaustion instead: `make domain L=16` (judge/tools/domain.c, docs/domain.md) ran this search
 *    with the rule against the same search without it (RULE_9 0: rules 1 to 8, themselves
 *    checked against the reference by make exhaustive) on every board of 1 to 16 balls up to
 *    renaming colours and reversal (490,138,049 boards), each with every hand of 1 to 5 balls
 *    (123,024,650,299 pairs): no answer differs. The rule is therefore exact on every input
 *    LeetCode's constraints allow, and is claimed for no other: a longer board or hand was not
 *    checked. The run was made first before the SHORTCUTS, rule 8's counted form and the join
 *    bound, and again, to the end, on the file with all of them: no answer differs either time
 *    (docs/domain.md). Each of them only drops a state from which no play at all clears the
 *    board, decides one the same way as before, or replaces an input by one of the domain with
 *    the same answer (the smaller hand), so the run is a check of them too. This file also
 *    sifts each level (SEARCH), and answers as that file did on every input: the sift drops
 *    the states those checks dropped where they were made (rule 7 there in full, which decides
 *    as the incremental form), and its two-ball test on the level with three balls left passes
 *    exactly when a move rule 9 keeps and then one ball cleared a state (rule 5: some
 *    two-ball play has no lone ball). The run was made again, to the end, on the file with the
 *    sift (two shards, 36 minutes of wall time on this machine's two cores, shared with other
 *    work): no answer differs, every row of its table the same as before (docs/domain.md).
 *    Rule 8 colour by colour on the first board (split_need, uncapped) and rule 6's test of the
 *    run colours came after that run: the first only answers -1 for a first board from which
 *    no play at all clears (rule 8's argument), where the search answers -1 too, and the
 *    second only skips first balls after which no ball clears, so the two-ball test decides
 *    as before; so the answers are those of that file. The run was made on that file too, to
 *    the end (two shards, about 4 minutes of wall time each, the first-board rule dropping
 *    most pairs at once): no answer differs, every row of its table the same as before. Rule
 *    8 counted colour by colour (too_few_removals) came next; it only drops states from which
 *    no play clears (rule 8's argument), and the run was made on that file, to the end (two
 *    shards, about 6 minutes of wall time each): no answer differs, every row the same. The
 *    two passes (TWO PASSES) came last, off on the exact side (TWO_PASSES follows RULE_9), so
 *    that the run compares them too; it was made on this file, to the end (two shards, about
 *    27 minutes of wall time each beside other sessions' work): no answer differs, every row
 *    the same. Issue 38's second round then changed how some tests are computed (the two-ball
 *    test on runs, rule 6; rule 8's DP; the order of the sift's checks), none which states are
 *    dropped or kept, and the run was made again on this file, to the end (two shards, about
 *    13.5 minutes of wall time each beside other sessions' work): no answer differs, every row
 *    the same. Issue 38's third round stopped making the splits that rule 8 counted drops
 *    (RULES, 8), off on the exact side (SPLITS_COUNTED follows RULE_9), and the run was made on
 *    that file (commit 8f86a4b), to the end (two shards, 13 minutes of wall time each beside
 *    other sessions' work): no answer differs, every row the same. Its other changes compute
 *    the same tests more cheaply (rule 8's DP reads its own runs, the two-ball test walks the
 *    runs once for both balls, rules 2, 7 and 8 read every colour off the board's bit planes).
 *    Its fourth round changed only how tests are computed, none which states are dropped,
 *    kept or expanded (rules 2, 7 and 8 read one count of the colours where they ran on one
 *    board twice; on a state with two balls left the table is probed before rule 7, so it
 *    records the states rule 7 drops too, which is only a saving), so no run was made on it.
 *    Its fifth round drops no state that the file before kept: the search stops sooner where
 *    rule 8's need of the first board shows that a play it has found is the shortest (A BOUND
 *    FROM THE FIRST BOARD), after the same tests on the same states; no run was made on it
 *    (make exhaustive and make stress check it: docs/evidence.md).
 *    Its sixth round changed only how tests are computed (the two-ball test tries the same
 *    first balls, found another way: RULES, 6) and stopped the second pass from making again
 *    a state put off that it takes up anyway (TWO PASSES): each level sifts and expands the
 *    same states as before, each once; no run was made on it (make exhaustive and make stress
 *    check it: docs/evidence.md). Its seventh round drops a colour with five balls on the
 *    board and none in hand (RULES, 2), off on the exact side (FIVE_DROPPED follows RULE_9),
 *    and the run was made on that file (commit 0883bd6), to the end (two shards, about 2.5
 *    minutes of wall time each, nothing else running): no answer differs, every row the same.
 *    Its eighth round answers from the first board by rule 8 colour by colour with removals of
 *    four balls at most (split_need; RULES, 8), off on the exact side (GROUPS_CAPPED follows
 *    RULE_9; that side's rule 8 colour by colour now runs on balls, as split_need uncapped,
 *    where it ran on runs: the same sets, by the merge argument of rule 8), and with a need of
 *    every ball sifts each state with three left just before it is expanded (A BOUND FROM THE
 *    FIRST BOARD); the run was made on that file (commit 7a7ee22), to the end (two shards,
 *    about 2.7 minutes of wall time each, nothing else running): no answer differs, every row
 *    the same; and again on the round's last file (commit 63beb6c: rule 8's DP on runs before
 *    split_need on the first board, and split_need skipped below a need of three), to the
 *    end: no answer differs, every row the same. Its ninth round runs split_need on states of
 *    the search too (A BOUND ON EACH STATE), off on the exact side (it follows GROUPS_CAPPED);
 *    the run was made on this file, to the end (two shards, about 2.5 minutes of wall time
 *    each, nothing else running), and on the round's first build of it (0152f67, which tested
 *    the first pass's first state with four left too): no answer differs, every row the same.
 *
 * OUT OF RANGE. An empty board is already clear: 0. Any other input outside LeetCode's
 * constraints (NULL, a board longer than 16, a hand empty or longer than 5, a letter other than
 * RYBGW, an initial run of three) returns -1 without reading past the terminating NUL. If memory
 * runs out the search stops and returns -1; nothing is leaked either way.
 *
 * COST. Per successor: O(length) bit operations (colour counts by popcount) and one hash probe;
 * per state expanded that can split a pair, one count of its colours (splits_dropped);
 * for a new state with three or more balls left, a few bit operations per cell (rule 7) and,
 * when its level is sifted, an O(runs^3) DP on bytes (rule 8) unless the count or the join
 * bound decides, then with three left at most three two-ball tests; for one with two balls
 * left, the counted checks (rule 7 after a probe), and one walk over its runs for both of
 * its balls (a trial move, on the runs, only where the first facing runs that fail rule 4 can
 * change);
 * on the first board, one DP on 32-bit sets over its balls (rule 8 colour by colour), and the same
 * DP on states with four balls left before they are expanded and on those the second pass takes
 * up, while it drops half of them or more (A BOUND ON EACH STATE). Memory:
 * one pool of 32-byte nodes (two levels at most, recycled, and the states the first pass puts
 * off; none with two balls left) and a table of 16-byte slots,
 * grown as the search needs; the first block of the pool is 32 KB, and no call of make bench
 * needed a second (docs/evidence.md).
 */
#include <setjmp.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#ifndef ON_EXPAND
#define ON_EXPAND() /* a benchmark build counts expanded states here */
#endif

/* Rule 9 (never a lone ball), on. RULE_9 0 keeps every move rules 1 to 8 keep: make domain
 * builds this file that way as its exact side, and with 1 as the candidate, and compares the
 * two on every input of the domain (judge/tools/domain.c). */
#ifndef RULE_9
#define RULE_9 1
#endif
/* Whether ball c may go into a gap between x (left) and y (right), 0 for the edge, on a board
 * of len balls, x already unlike c (rule 1). Rule 9 keeps a ball that joins (y is c) or splits
 * a pair (x = y); at an end the edge is unlike every ball, so there a ball only joins. A test
 * build plants a wrong rule here (judge/tests/planted/wrong_rule_at_nine.c). */
#ifndef MOVE_KEPT
#define MOVE_KEPT(x, y, c, len) (!RULE_9 || (y) == (c) || ((x) == (y) && (x)))
#endif
/* The search in two passes (TWO PASSES), on with rule 9: make domain's exact side (RULE_9 0)
 * searches in one, so that the comparison covers both. */
#ifndef TWO_PASSES
#define TWO_PASSES RULE_9
#endif
/* Splits that rule 8 counted drops, not made (RULES, 8), on with rule 9: make domain's exact
 * side makes them, so that the comparison covers this too. */
#ifndef SPLITS_COUNTED
#define SPLITS_COUNTED RULE_9
#endif
/* Rule 8's need of the first board with removals of four balls at most (RULES, 8), on with
 * rule 9: make domain's exact side lets a removal take any number, so that the comparison
 * covers this too. */
#ifndef GROUPS_CAPPED
#define GROUPS_CAPPED RULE_9
#endif
/* Five of a colour on the board and none in hand, dropped (RULES, 2), on with rule 9: make
 * domain's exact side keeps them, so that the comparison covers this too. */
#ifndef FIVE_DROPPED
#define FIVE_DROPPED RULE_9
#endif

enum {
	MAX_BOARD = 16,
	MAX_HAND = 5,
	COLOURS = 5,
	BLOCK_BYTES = 32 * 1024, /* the first block; each next one is twice the last */
	UNKNOWN_NEED = 255,      /* a node's need before rule 8's DP has run on it */
	TOO_MANY_BALLS = 15,     /* a need above every hand */
};

#define LOW_BITS 0x1249249249249249u /* bit 0 of each of the 21 three-bit balls */

typedef struct node {
	struct node *next;
	uint64_t board;
	unsigned hand; /* five 3-bit counts, colour k at bits 3(k-1) */
	unsigned char len;
	unsigned char once; /* bit c: colour c leaves in one removal (rule 7); kept only for
			     * states with four or more balls left, whose successors' rule 7 uses it */
	unsigned char need; /* rule 8's need of the board (its DP's value), or a bound above it
			     * (the parent's, when a join kept it: play), or UNKNOWN_NEED until
			     * the sift of its level runs the DP */
	unsigned char balls; /* balls of the hand whose colour is on the board */
	unsigned char sifted; /* 0 not yet; PUT_OFF in the first pass (need exact, every ball);
			       * KEPT before the rest of its level was made (SEARCH); or TAKEN_UP
			       * by the second pass, split_need run on it (A BOUND ON EACH STATE) */
} node;

enum { PUT_OFF = 1, KEPT = 2, TAKEN_UP = 3 };

typedef struct slot {
	uint64_t board;
	unsigned hand;
	unsigned level; /* the slot is taken only if this is the table's level */
} slot;

/* A chain of blocks: bump allocation, everything released at once by pool_release. */
typedef struct block {
	struct block *prev;
	size_t used, cap;
	max_align_t data[];
} block;

typedef struct pool {
	block *top;
	node *free_nodes;
	jmp_buf *out_of_memory;
} pool;

typedef struct table {
	slot *slots;
	size_t mask, count;
	int bits;
	unsigned level; /* starting a level empties the table without touching it */
} table;

/* Returns n bytes, not zeroed; never NULL: on failure it jumps back to guarded_min_balls. */
static void *pool_alloc(pool *p, size_t n)
{
	n = (n + sizeof(max_align_t) - 1) / sizeof(max_align_t) * sizeof(max_align_t);
	if (!p->top || p->top->cap - p->top->used < n) {
		/* Doubling keeps the block count logarithmic and the waste under half. */
		size_t cap = p->top ? 2 * p->top->cap : BLOCK_BYTES;
		if (cap < n)
			cap = n;
		block *b = malloc(sizeof *b + cap);
		if (!b)
			longjmp(*p->out_of_memory, 1);
		b->prev = p->top;
		b->used = 0;
		b->cap = cap;
		p->top = b;
	}
	void *r = (char *)p->top->data + p->top->used;
	p->top->used += n;
#ifdef POOL_JUNK /* test builds fill fresh memory with junk, so reliance on zeroes shows */
	memset(r, POOL_JUNK, n);
#endif
	return r;
}

static void pool_release(pool *p)
{
	while (p->top) {
		block *b = p->top;
		p->top = b->prev;
		free(b);
	}
}

static node *new_node(pool *p)
{
	node *n = p->free_nodes;
	if (n) {
		p->free_nodes = n->next;
		return n;
	}
	return pool_alloc(p, sizeof *n);
}

/* Gives n back to the pool, for new_node to hand out again: a state expanded or dropped. */
static void free_node(pool *p, node *n)
{
	n->next = p->free_nodes;
	p->free_nodes = n;
}

static unsigned colour_code(char c)
{
	switch (c) {
	case 'R': return 1;
	case 'Y': return 2;
	case 'B': return 3;
	case 'G': return 4;
	case 'W': return 5;
	default: return 0;
	}
}

static unsigned ball_at(uint64_t b, int i)
{
	return (unsigned)(b >> (3 * i)) & 7;
}

/* Bits below ball i; i <= 21, so the shift stays under 64. */
static uint64_t balls_below(int i)
{
	return ((uint64_t)1 << (3 * i)) - 1;
}

/* The board with balls [lo, hi) taken out. */
static uint64_t without_balls(uint64_t b, int lo, int hi)
{
	return (b & balls_below(lo)) | ((b >> (3 * hi)) << (3 * lo));
}

/* The board read right to left. Reversing all 64 bits puts ball i at ball len-1-i once shifted
 * down, with its three bits in reverse order; swapping the outer two bits of each ball mends
 * that. */
static uint64_t mirrored(uint64_t b, int len)
{
	b = __builtin_bswap64(b);
	b = (b >> 4 & 0x0F0F0F0F0F0F0F0Fu) | (b & 0x0F0F0F0F0F0F0F0Fu) << 4;
	b = (b >> 2 & 0x3333333333333333u) | (b & 0x3333333333333333u) << 2;
	b = (b >> 1 & 0x5555555555555555u) | (b & 0x5555555555555555u) << 1;
	b >>= 64 - 3 * len;
	uint64_t swap = (b ^ b >> 2) & LOW_BITS;
	return b ^ (swap | swap << 2);
}

static unsigned hand_count(unsigned hand, unsigned colour)
{
	return hand >> (3 * (colour - 1)) & 7;
}

/* Inserts colour c before ball g of a board of *len balls and removes runs of three or more
 * until none is left; returns the new board and updates *len. Only the run holding the new ball
 * can reach three, and after each removal only the run across the closed gap. Out of line:
 * inlined into play, its one caller, the search costs more (make bench). */
__attribute__((noinline)) static uint64_t board_after_move(uint64_t b, int *len, int g, unsigned c)
{
	int n = *len + 1;
	b = (b & balls_below(g)) | (uint64_t)c << (3 * g) | ((b >> (3 * g)) << (3 * (g + 1)));
	int lo = g, hi = g + 1;
	for (;;) {
		/* The balls of colour c next to [lo, hi): a run holds two balls at most, so
		 * at most two on each side. */
		if (lo > 0 && ball_at(b, lo - 1) == c) {
			lo--;
			if (lo > 0 && ball_at(b, lo - 1) == c)
				lo--;
		}
		if (hi < n && ball_at(b, hi) == c) {
			hi++;
			if (hi < n && ball_at(b, hi) == c)
				hi++;
		}
		if (hi - lo < 3)
			break;
		b = without_balls(b, lo, hi);
		n -= hi - lo;
		if (lo == 0 || lo == n || ball_at(b, lo - 1) != ball_at(b, lo))
			break;
		c = ball_at(b, lo);
		hi = lo;
	}
	*len = n;
	return b;
}

/* One bit (the low bit of the ball) for every ball of the board that is not zero in x. */
static uint64_t nonzero_balls(uint64_t x)
{
	return (x | x >> 1 | x >> 2) & LOW_BITS;
}

/* Number of balls marked in x, one bit (the low bit of the ball) each. Written out because
 * without -mpopcnt the builtin is a library call. Two balls' bits added make fields of 6 bits
 * (0 to 2 each, 11 of them); the multiplication sums the first ten into bits 54 to 59 (20 at
 * most, so no field carries), and the eleventh, ball 20's, is added apart. */
static int ones(uint64_t x)
{
	uint64_t pairs = (x + (x >> 3)) & 0x71C71C71C71C71C7u;
	return (int)((pairs * 0x0041041041041041u) >> 54 & 63) + (int)(pairs >> 60);
}

/* The balls of colour c, one bit (the low bit of the ball) each. */
static uint64_t balls_of(uint64_t b, int len, unsigned c)
{
	return ~nonzero_balls(b ^ (LOW_BITS * c)) & LOW_BITS & balls_below(len);
}

/* balls_of for every colour at once, into at[1..5], from the three bit planes of the board:
 * R 001, Y 010, B 011, G 100, W 101 (no ball is 110 or 111, and past the end all are 0). */
static void balls_of_each(uint64_t b, uint64_t at[])
{
	uint64_t low = b & LOW_BITS, mid = b >> 1 & LOW_BITS, high = b >> 2 & LOW_BITS;
	at[1] = low & ~(mid | high);
	at[2] = mid & ~(low | high);
	at[3] = low & mid;
	at[4] = high & ~(low | mid);
	at[5] = low & high;
}

/* The last ball of each run but the last, one bit (the low bit of the ball) each: the balls
 * that differ from the ball after them. */
static uint64_t run_ends(uint64_t b, int len)
{
	return nonzero_balls(b ^ b >> 3) & balls_below(len - 1);
}

/* Number of runs: one, plus one for each ball that differs from the ball before it. */
static inline int run_count(uint64_t b, int len)
{
	return 1 + ones(run_ends(b, len));
}

/* Nonzero when the board has too many runs to be cleared with `balls` balls of its colours
 * (rule 8, counted): removals that never cross are (runs + 1) / 2 or more, rounded up, and each
 * takes three balls, all on the board or among those `balls`. */
static int too_many_runs(uint64_t b, int len, int balls)
{
	return 3 * ((run_count(b, len) + 2) / 2) > len + balls;
}

/* Nonzero when the board has more runs than the removals its colours allow can hold (rule 8,
 * counted colour by colour): removals that never cross are (runs + 1) / 2 or more, rounded
 * up, and those of colour c take three balls of c each, from the n on the board and the h in
 * hand, so there are at most (n + h) / 3 of them, rounded down. Stronger than too_many_runs,
 * whose bound is these summed before rounding down, and dearer (a count a colour). */
static int too_few_removals(uint64_t b, int len, unsigned hand)
{
	uint64_t at[COLOURS + 1];
	int most = 0;
	balls_of_each(b, at);
	for (unsigned c = 1; c <= COLOURS; c++)
		if (at[c])
			most += (ones(at[c]) + (int)hand_count(hand, c)) / 3;
	return 2 * most - 1 < run_count(b, len);
}

/* 3 - k for a set y of k = 1 or 2 balls, else 0: what a removal holding just these lacks. */
static int short_of_three(uint64_t y)
{
	if (!y)
		return 0;
	uint64_t rest = y & (y - 1);
	if (!rest)
		return 2;
	return (rest & (rest - 1)) ? 0 : 1;
}

/* Nonzero when colour c, with balls at_c on the board and hc in hand, cannot pay for the cells
 * that the balls at_x of a colour leaving in one removal cut the board into (rule 7): the gaps
 * between neighbouring balls of x, and the outside. A cell holding k = 1 or 2 balls of c needs
 * 3 - k more. */
static int cells_unpaid(uint64_t at_x, uint64_t at_c, int hc)
{
	uint64_t prev = at_x & -at_x, last = (uint64_t)1 << (63 - __builtin_clzll(at_x));
	int need = short_of_three(at_c & ((prev - 1) | ~(2 * last - 1)));
	for (uint64_t rest = at_x & (at_x - 1); rest; rest &= rest - 1) {
		uint64_t next = rest & -rest;
		need += short_of_three(at_c & (next - 1) & ~(2 * prev - 1));
		prev = next;
	}
	return need > hc;
}

/* Nonzero when colour c is on the board with fewer than three on board and in hand, or with
 * five on the board and none in hand (rule 2).
 * Sets bit c of *once when all of c must leave in one removal: two or more on the board, at
 * most five on board and in hand (rule 7). */
static int colour_hopeless(uint64_t at, unsigned hand, unsigned c, unsigned *once)
{
	int n = ones(at), h = (int)hand_count(hand, c);
	if ((n && n + h < 3) || (FIVE_DROPPED && n == 5 && !h))
		return 1;
	if (n >= 2 && n + h <= 5)
		*once |= 1u << c;
	return 0;
}

/* Nonzero when the balls of the board can never all leave with this hand (rules 2 and 7); sets
 * *once to the colours that leave in one removal. `moved` is the colour of a ball just added
 * that removed nothing, whose parent passed every check, with the parent's set in *once:
 * such a move keeps every colour's count on board plus hand, so only checks that involve
 * `moved` can change. After a removal, and for the first board, moved is 0. */
static inline int walls_unpaid(const uint64_t at[], unsigned hand, unsigned moved, unsigned once);

static inline int hopeless_of(const uint64_t at[], unsigned hand, unsigned moved, unsigned *once)
{
	if (moved) {
		if (colour_hopeless(at[moved], hand, moved, once))
			return 1;
	} else {
		*once = 0;
		for (unsigned c = 1; c <= COLOURS; c++)
			if (colour_hopeless(at[c], hand, c, once))
				return 1;
	}
	return walls_unpaid(at, hand, moved, *once);
}

/* hopeless on the board b, its colours counted here. */
static int hopeless(uint64_t b, unsigned hand, unsigned moved, unsigned *once)
{
	uint64_t at[COLOURS + 1];
	balls_of_each(b, at);
	return hopeless_of(at, hand, moved, once);
}

/* Rules 2 and 8 counted (too_few_removals) on the board b, whose colours are at[]: nonzero when
 * they drop it with this hand. Sets *once as hopeless does, for rule 7 (walls_unpaid). */
static inline __attribute__((always_inline)) int short_or_too_few(const uint64_t at[], uint64_t b,
	int len, unsigned hand, unsigned *once)
{
	int most = 0;
	*once = 0;
	for (unsigned c = 1; c <= COLOURS; c++) {
		if (!at[c])
			continue;
		int n = ones(at[c]), h = (int)hand_count(hand, c);
		if (n + h < 3 || (FIVE_DROPPED && n == 5 && !h))
			return 1;
		if (n >= 2 && n + h <= 5)
			*once |= 1u << c;
		most += (n + h) / 3;
	}
	return 2 * most - 1 < run_count(b, len);
}

/* Rules 2, 7 and 8 counted, from one count of each colour: nonzero when they drop the board
 * with this hand. Sets *once as hopeless does. */
static int hopeless_counted(uint64_t b, int len, unsigned hand, unsigned *once)
{
	uint64_t at[COLOURS + 1];
	balls_of_each(b, at);
	return short_or_too_few(at, b, len, hand, once) || walls_unpaid(at, hand, 0, *once);
}

/* Rule 7 on the colours of `once`, each leaving in one removal: nonzero when some colour cannot
 * pay for the cells they cut the board into. `moved` as in hopeless. */
static inline int walls_unpaid(const uint64_t at[], unsigned hand, unsigned moved, unsigned once)
{
	for (unsigned xs = once; xs; xs &= xs - 1) {
		unsigned x = (unsigned)__builtin_ctz(xs);
		/* After a move that removed nothing only pairs that involve `moved` can change. */
		unsigned cs = moved && moved != x ? 1u << moved : 0x3Eu & ~(1u << x);
		for (; cs; cs &= cs - 1) {
			unsigned c = (unsigned)__builtin_ctz(cs);
			if (at[c] && cells_unpaid(at[x], at[c], (int)hand_count(hand, c)))
				return 1;
		}
	}
	return 0;
}

/* Reads the board's runs, left to right, into colour[] and size[]; returns how many there are.
 * The runs are read off their first balls (run_ends moved up one ball, and ball 0); no run
 * holds three balls, so a run is a pair when its first ball matches the next one. Inline, as
 * the loop it replaces was: a call costs the DP's callers measurably. */
static inline int read_runs(uint64_t b, int len, unsigned char colour[], unsigned char size[])
{
	int runs = 0;
	uint64_t starts = run_ends(b, len) << 3 | 1;
	uint64_t pairs = ~nonzero_balls(b ^ b >> 3) & balls_below(len);
	for (; starts; runs++, starts &= starts - 1) {
		int at = __builtin_ctzll(starts);
		colour[runs] = (unsigned char)(b >> at & 7);
		size[runs] = (unsigned char)(1 + (pairs >> at & 1));
	}
	return runs;
}

/* Nonzero when the board's balls cannot be split into removals that the hand can pay for (rule 8).
 * An interval DP over runs: cheapest[i][j] is the fewest hand balls that clear runs i..j-1 on
 * their own, taking the removal that holds run i through its members i = p0 < p1 < ... (runs of
 * one colour), each gap between two members cleared on its own, then runs after the last. */
static int grouping_need(uint64_t b, int len, unsigned hand, int balls);

/* The balls of the hand whose colour is on the board (its colours at[], balls_of_each): the
 * only ones that can make up a removal of board balls (rule 8). */
static int balls_for_colours(const uint64_t at[], unsigned hand)
{
	int balls = 0;
	for (unsigned c = 1; c <= COLOURS; c++)
		if (at[c])
			balls += (int)hand_count(hand, c);
	return balls;
}

/* balls_for_colours on the board b, its colours counted here. */
static int balls_for_board(uint64_t b, unsigned hand)
{
	uint64_t at[COLOURS + 1];
	balls_of_each(b, at);
	return balls_for_colours(at, hand);
}

/* Rule 8's drop decision alone: the search calls grouping_need for the need itself, and
 * judge/tests/rules.c checks the rule through this. */
__attribute__((unused)) static int no_affordable_grouping(uint64_t b, int len, unsigned hand)
{
	int balls = balls_for_board(b, hand);
	return grouping_need(b, len, hand, balls) > balls;
}

/* grouping_need's DP on the board's runs, with rows `width` bytes wide (more than `runs`): a
 * constant in each call, which is inlined, so that the row updates are plain vector code of
 * that width (16 bytes, one vector, when the board has fewer than 16 runs). The runs are read
 * here, off `starts`, the first ball of each (run_ends moved up one ball, and ball 0). */
static inline __attribute__((always_inline)) int cheapest_split(uint64_t b, int len,
	uint64_t starts, int runs, unsigned hand, int balls, const int width)
{
	enum { RUNS = MAX_BOARD + MAX_HAND, TOO_MANY = TOO_MANY_BALLS };
	unsigned char size[RUNS], next_alike[RUNS], alone[RUNS], pair_need[RUNS];
	/* Per run: its size, the next run of its colour, and what a removal of its colour needs
	 * from the hand with 1 (alone: the run by itself) or 2 (pair_need) balls of the board. */
	unsigned char after[COLOURS + 1];
	/* bit c: the hand holds colour c (bit 3(c - 1) of z) */
	unsigned z = (hand | hand >> 1 | hand >> 2) & 011111u;
	unsigned held = (z & 1) << 1 | (z >> 1 & 4) | (z >> 3 & 8) | (z >> 5 & 16) | (z >> 7 & 32);
	memset(after, runs, sizeof after);
	/* Runs right to left off their first balls (`starts`); no run holds three balls, so a
	 * run is a pair when its first ball matches the next one. */
	uint64_t pairs = ~nonzero_balls(b ^ b >> 3) & balls_below(len);
	for (int i = runs - 1; i >= 0; i--) {
		int at = 63 - __builtin_clzll(starts);
		starts ^= (uint64_t)1 << at;
		unsigned c = (unsigned)(b >> at) & 7;
		int two = (int)(pairs >> at & 1);
		size[i] = (unsigned char)(1 + two);
		pair_need[i] = held >> c & 1 ? 1 : TOO_MANY;
		alone[i] = held >> c & 1 ? (unsigned char)(2 - two) : TOO_MANY;
		next_alike[i] = after[c];
		after[c] = (unsigned char)i;
	}
	/* cheapest[i][j] (TOO_MANY for j < i), and for the removal that holds run i and has
	 * reached its t-th member m: reach[t], the cheapest gaps so far, and from[t], the row
	 * cheapest[m + 1] (the gap after m starts there); done, the cheapest such
	 * removal that stops at p, its own need included. A value above `balls` only ever adds to
	 * sums above `balls` (no need is negative), so a member whose value passes `balls` is not
	 * kept as a place to go on from: the result is the same whenever it is at most `balls`,
	 * the only case where it is exact. */
	unsigned char cheapest[RUNS + 1][32];
	memset(cheapest[runs], TOO_MANY, (size_t)width);
	cheapest[runs][runs] = 0;
	for (int i = runs - 1; i >= 0; i--) {
		unsigned char row[32];
		int done = alone[i];
		const unsigned char *rest = cheapest[i + 1];
		/* The removal holding run i stops at i itself: runs i+1..j-1 go on their own. */
		if (done <= balls) {
			for (int j = 0; j < width; j++) {
				unsigned char v = (unsigned char)(done + rest[j]);
				row[j] = v < TOO_MANY ? v : TOO_MANY;
			}
		} else {
			memset(row, TOO_MANY, (size_t)width);
		}
		row[i] = 0;
		int p = next_alike[i];
		if (p < runs) {
			/* It goes on to p, a later run of its colour: k2, the cheapest with 2 balls
			 * of the board so far (run i and p, both single), k3 with 3 or more. Past
			 * its first member the removal holds 2 balls of the board or more, so one
			 * more member brings it to 3 or more either way: of each member kept, only
			 * the cheaper of k2 and k3 (reach) is needed to go on from. */
			const unsigned char *from[RUNS]; /* the row after each member kept */
			unsigned char reach[RUNS];
			int live = 1, need2 = pair_need[i];
			int solo = size[i] == 1;
			reach[0] = 0;
			for (; p < runs; p = next_alike[p]) {
				int k2 = TOO_MANY, k3 = rest[p];
				if (solo && size[p] == 1) { /* one ball of the board so far */
					k2 = k3;
					k3 = TOO_MANY;
				}
				for (int t = 1; t < live; t++) {
					int v = reach[t] + from[t][p];
					if (v < k3)
						k3 = v;
				}
				int least = k2 < k3 ? k2 : k3;
				done = k2 + need2 < k3 ? k2 + need2 : k3;
				if (least <= balls) {
					from[live] = cheapest[p + 1];
					reach[live++] = (unsigned char)least;
				}
				if (done > balls)
					continue; /* this removal ending at p is never affordable */
				const unsigned char *after_p = cheapest[p + 1];
				for (int j = 0; j < width; j++) {
					unsigned char v = (unsigned char)(done + after_p[j]);
					row[j] = v < row[j] ? v : row[j];
				}
			}
		}
		memcpy(cheapest[i], row, (size_t)width);
	}
	return cheapest[0][runs];
}

/* The fewest hand balls that the cheapest split in rule 8 needs, exact when it is at most
 * `balls` (a larger need is cut short, and only known to exceed `balls`). Every play that
 * clears the board uses at least that many: make domain uses it as a lower bound. */
static int grouping_need(uint64_t b, int len, unsigned hand, int balls)
{
	uint64_t ends = run_ends(b, len);
	int runs = 1 + ones(ends);
	uint64_t starts = ends << 3 | 1; /* the first ball of each run */
	return runs < 16 ? cheapest_split(b, len, starts, runs, hand, balls, 16) :
			   cheapest_split(b, len, starts, runs, hand, balls, 32);
}


/* Rule 8 colour by colour (RULES, 8): the least need of a non-crossing split of the board into
 * one-colour removals that needs, in each colour, at most the balls of that colour in hand; or
 * TOO_MANY_BALLS when no split does. With `capped`, no removal takes more than four balls, and
 * one of four whose inner two are a pair of the board needs a wall (RULES, 8); a pair of the
 * board may then leave in two removals, so the DP runs on balls, not runs. The need of a
 * split is a vector, one count per colour of the board; only vectors within the hand matter,
 * at most 2^5 = 32 of them (a hand of five), each named by its mixed-radix index (digit c from
 * 0 to the hand's count of c), so a set of them is a 32-bit mask. The DP is grouping_need's,
 * on sets and balls: cell[i][j] holds the need vectors within the hand of the splits of balls
 * i..j-1, and a sum of two sets is every sum of one vector of each that stays within the hand.
 * Costlier than grouping_need (a set where it keeps a number), so it runs on the first board
 * and, in the search, only where a state's successors would cost more (A BOUND ON EACH STATE). */
static int split_need(uint64_t b, int len, unsigned hand, int capped)
{
	/* A state with three balls left or more: 16 balls and two played at most, so 19 columns,
	 * rounded up to whole vectors of four. */
	enum { BALLS = MAX_BOARD + 2, WIDTH = 20 };
	/* The colours of the board that the hand holds: the digits of a need vector. */
	unsigned held[COLOURS], stride[COLOURS], vectors = 1;
	uint32_t below[COLOURS][MAX_HAND + 1], fits[32];
	unsigned char balls_of_vector[32];
	int digits = 0;
	unsigned stride_of[COLOURS + 1], held_of[COLOURS + 1];
	for (unsigned c = 1; c <= COLOURS; c++) {
		held_of[c] = balls_of(b, len, c) ? hand_count(hand, c) : 0;
		stride_of[c] = vectors;
		if (held_of[c]) {
			held[digits] = held_of[c];
			stride[digits++] = vectors;
			vectors *= held_of[c] + 1;
		}
	}
	uint32_t all = vectors == 32 ? ~(uint32_t)0 : ((uint32_t)1 << vectors) - 1;
	/* below[k][d]: the vectors whose digit k is at most d, a pattern of period
	 * stride * (held + 1). fits[a]: the vectors v with v + a within the hand, so that adding
	 * index a to index v adds digit to digit, with no carry. */
	for (int k = 0; k < digits; k++) {
		unsigned period = stride[k] * (held[k] + 1);
		for (unsigned d = 0; d <= held[k]; d++) {
			uint64_t run = ((uint64_t)1 << (stride[k] * (d + 1))) - 1;
			uint32_t x = 0;
			for (unsigned at = 0; at < vectors; at += period)
				x |= (uint32_t)(run << at);
			below[k][d] = x;
		}
	}
	unsigned digit[COLOURS] = {0};
	for (unsigned a = 0; a < vectors; a++) {
		fits[a] = all;
		balls_of_vector[a] = 0;
		for (int k = 0; k < digits; k++) {
			fits[a] &= below[k][held[k] - digit[k]];
			balls_of_vector[a] = (unsigned char)(balls_of_vector[a] + digit[k]);
		}
		for (int k = 0; k < digits && ++digit[k] > held[k]; k++)
			digit[k] = 0;
	}
#define SUM_OF_SETS(r, x, y) do { \
		uint32_t x_ = (x), y_ = (y); \
		for (; x_ && y_; x_ &= x_ - 1) { \
			unsigned a_ = (unsigned)__builtin_ctz(x_); \
			(r) |= (y_ & fits[a_]) << a_; \
		} \
	} while (0)
	/* Two balls of a pair in one removal of four, its inner two, need a wall between them
	 * first: three balls of one colour from the hand. */
	int walled = !capped || ((hand >> 2 | (hand >> 1 & hand)) & 011111u);
	unsigned char next_alike[BALLS], after[COLOURS + 1];
	memset(after, len, sizeof after);
	for (int i = len - 1; i >= 0; i--) {
		unsigned c = ball_at(b, i);
		next_alike[i] = after[c];
		after[c] = (unsigned char)i;
	}
	/* Rows WIDTH wide, zero below the diagonal, so that the row updates are plain vector code. */
	uint32_t cell[BALLS + 1][WIDTH];
	memset(cell[len], 0, sizeof cell[len]);
	cell[len][len] = 1; /* the zero vector: nothing to clear */
	for (int i = len - 1; i >= 0; i--) {
		unsigned c = ball_at(b, i);
		uint32_t row[WIDTH];
		memset(row, 0, sizeof row);
		row[i] = 1;
		/* The need of a removal with one or two balls of the board, as one vector (1 plus
		 * its index), or 0 when the hand lacks the balls. */
		unsigned one = held_of[c] >= 2 ? 2 * stride_of[c] + 1 : 0;
		unsigned two = held_of[c] >= 1 ? stride_of[c] + 1 : 0;
		const uint32_t *rest = cell[i + 1];
		if (one) {
			uint32_t f = fits[one - 1];
			for (int j = 0; j < WIDTH; j++)
				row[j] |= (rest[j] & f) << (one - 1);
		}
		/* The removal holding ball i goes on through later balls of its colour, its members:
		 * second[] the members that can be its second and third[] those that can be its
		 * third and go on, each with the sets of its gaps so far; capped, a fourth ends it,
		 * and uncapped third[] holds every member from the third on. */
		unsigned char second_at[BALLS], third_at[BALLS];
		uint32_t second[BALLS], third[BALLS];
		int seconds = 0, thirds = 0;
		for (int p = next_alike[i]; p < len; p = next_alike[p]) {
			uint32_t gap = rest[p], three = 0, on = 0, four = 0;
			for (int t = 0; t < seconds; t++) {
				uint32_t s = 0;
				SUM_OF_SETS(s, second[t], cell[second_at[t] + 1][p]);
				three |= s;
				if (second_at[t] + 1 < p || walled) /* the inner two not a pair */
					on |= s;
			}
			for (int t = 0; t < thirds; t++)
				SUM_OF_SETS(four, third[t], cell[third_at[t] + 1][p]);
			if (gap) {
				second_at[seconds] = (unsigned char)p;
				second[seconds++] = gap;
			}
			if (!capped)
				on |= four;
			if (on) {
				third_at[thirds] = (unsigned char)p;
				third[thirds++] = on;
			}
			uint32_t done = three | four;
			if (two)
				done |= (gap & fits[two - 1]) << (two - 1);
			/* This removal ending at p, then balls p+1.. cleared on their own. */
			const uint32_t *after_p = cell[p + 1];
			for (; done; done &= done - 1) {
				unsigned a = (unsigned)__builtin_ctz(done);
				uint32_t f = fits[a];
				for (int j = 0; j < WIDTH; j++)
					row[j] |= (after_p[j] & f) << a;
			}
		}
		memcpy(cell[i], row, sizeof row);
	}
#undef SUM_OF_SETS
	int least = TOO_MANY_BALLS;
	for (uint32_t x = cell[0][len]; x; x &= x - 1)
		if (balls_of_vector[__builtin_ctz(x)] < least)
			least = balls_of_vector[__builtin_ctz(x)];
	return least;
}

static size_t slot_index(const table *t, uint64_t b, unsigned hand)
{
	uint64_t h = (b ^ (uint64_t)hand << 40) * 0x9E3779B97F4A7C15u;
	return (size_t)(h >> (64 - t->bits));
}

static void table_init(pool *p, table *t, int bits, unsigned level)
{
	t->bits = bits;
	t->mask = ((size_t)1 << bits) - 1;
	t->slots = pool_alloc(p, (t->mask + 1) * sizeof *t->slots);
	memset(t->slots, 0, (t->mask + 1) * sizeof *t->slots);
	t->count = 0;
	t->level = level;
}

/* Doubles the table when half full, re-inserting what it holds. The old slots stay in the pool
 * until the call ends: the growth is geometric, so that waste is at most the final size. */
static void table_grow(pool *p, table *t)
{
	table old = *t;
	table_init(p, t, old.bits + 1, old.level);
	for (size_t i = 0; i <= old.mask; i++) {
		if (old.slots[i].level != old.level)
			continue;
		size_t j = slot_index(t, old.slots[i].board, old.slots[i].hand);
		while (t->slots[j].level == t->level)
			j = (j + 1) & t->mask;
		t->slots[j] = old.slots[i];
	}
	t->count = old.count;
}

/* Records the state; returns 1 if it was new, 0 if the level already has it. */
static inline int is_new_state(pool *p, table *t, uint64_t b, unsigned hand)
{
	if (2 * (t->count + 1) > t->mask + 1)
		table_grow(p, t);
	size_t i = slot_index(t, b, hand);
	while (t->slots[i].level == t->level) {
		if (t->slots[i].board == b && t->slots[i].hand == hand)
			return 0;
		i = (i + 1) & t->mask;
	}
	t->slots[i] = (slot){b, hand, t->level};
	t->count++;
	return 1;
}

/* Parses and checks the input; returns the number of balls in the hand, or -1 if out of range. */
static int read_input(const char *board, const char *hand, uint64_t *b, int *len, unsigned *h)
{
	*b = 0;
	*len = 0;
	*h = 0;
	for (; board[*len]; ++*len) {
		unsigned c = colour_code(board[*len]);
		if (*len == MAX_BOARD || !c)
			return -1;
		if (*len >= 2 && board[*len] == board[*len - 1] && board[*len] == board[*len - 2])
			return -1;
		*b |= (uint64_t)c << (3 * *len);
	}
	int n = 0;
	for (; hand[n]; n++) {
		unsigned c = colour_code(hand[n]);
		if (n == MAX_HAND || !c)
			return -1;
		*h += 1u << (3 * (c - 1));
	}
	return n;
}

/* Pairs the board's runs from both ends inward, the first with the last, and so on: nonzero
 * when each two runs facing each other share a colour and hold `least` balls or more between
 * them. `ends` marks the last ball of each run but the last (run_ends). Then *lo and *hi are
 * the first and last balls of the middle run (an odd number of runs), or *lo is one past *hi
 * (an even number). Inline, so that lo and hi stay in registers in the hot one-ball test. */
static inline int facing_runs_match(uint64_t b, uint64_t ends, int len, int least, int *lo, int *hi)
{
	int first = 0, last = len - 1; /* the balls not yet matched, both ends included */
	for (; ends; ends &= ends - 1) {
		int first_end = __builtin_ctzll(ends) / 3, last_start = (63 - __builtin_clzll(ends)) / 3;
		if (ball_at(b, first) != ball_at(b, last) ||
		    (first_end - first + 1) + (last - last_start) < least)
			return 0;
		ends &= ~((uint64_t)1 << (3 * last_start));
		first = first_end + 1;
		last = last_start;
	}
	*lo = first;
	*hi = last;
	return 1;
}

/* The colour of the one ball that clears the board, or 0 if none does. It must complete a pair,
 * and the removals it sets off spread one run to each side at a time, so they reach both ends
 * together only if the pair is the middle run and each two runs facing each other around it
 * are of one colour and hold three balls or more between them. The runs are read off the mask
 * of run ends, from both sides at once. */
static unsigned colour_that_clears(uint64_t b, int len)
{
	if (ball_at(b, 0) != ball_at(b, len - 1))
		return 0;
	uint64_t ends = run_ends(b, len);
	if (ones(ends) % 2)
		return 0; /* an even number of runs has no middle run */
	int lo, hi;
	if (!facing_runs_match(b, ends, len, 3, &lo, &hi))
		return 0;
	return hi - lo == 1 ? ball_at(b, lo) : 0;
}

typedef struct search {
	pool *p;
	table seen;
	node *head, *tail;
	int next_level_clears; /* one ball clears some state of the level being built */
	int clears_in_two;     /* two balls clear some state of the level being built */
	int pairs_tested;      /* no state of the level being expanded is cleared by two balls */
	int defer;             /* the first pass: a state that needs every ball it holds waits */
	int one_ball_left;     /* the most balls a parent may hold for one ball to clear its successor */
	node *deferred, *deferred_tail; /* those states, in the order of their levels */
	size_t level_count[MAX_HAND + 1]; /* states the table took at each level, first pass */
	int splits_run, splits_dropped; /* the states split_need ran on, and those it dropped */
	int four_left_seen; /* the first pass has come to a state with four balls left to expand */
} search;

/* Nonzero when some colour of the board has fewer than three balls on the board and in the hand
 * together (rule 2). */
static int hand_too_short(uint64_t b, int len, unsigned hand)
{
	for (unsigned c = 1; c <= COLOURS; c++) {
		int k = ones(balls_of(b, len, c));
		if (k && k + (int)hand_count(hand, c) < 3)
			return 1;
	}
	return 0;
}

/* The runs of a board after a first ball, read through the board's own: runs [0, x) of the board,
 * then the m runs of mid_colour[] and mid_size[], then runs [y, runs) of the board. */
typedef struct spliced {
	const unsigned char *colour, *size;
	int x, m, y;
	unsigned char mid_colour[3], mid_size[3];
} spliced;

static inline void spliced_run(const spliced *r, int i, unsigned *colour, int *size)
{
	if (i < r->x) {
		*colour = r->colour[i];
		*size = r->size[i];
	} else if (i < r->x + r->m) {
		*colour = r->mid_colour[i - r->x];
		*size = r->mid_size[i - r->x];
	} else {
		*colour = r->colour[i - r->x - r->m + r->y];
		*size = r->size[i - r->x - r->m + r->y];
	}
}

/* Nonzero when one ball of colour `last` clears the spliced runs (rule 4, as colour_that_clears:
 * an odd number of runs, the middle one a pair of `last`, each two facing each other of one
 * colour and three balls or more between them), of which the first `matched` facing pairs are
 * known to pass. */
static inline __attribute__((always_inline)) int spliced_cleared_by(const spliced *r, int runs,
	int matched, unsigned last)
{
	int total = r->x + r->m + runs - r->y;
	if (total % 2 == 0)
		return 0;
	unsigned c, d;
	int s, t;
	spliced_run(r, total / 2, &c, &s);
	if (c != last || s != 2)
		return 0;
	for (int i = matched; i < total / 2; i++) {
		spliced_run(r, i, &c, &s);
		spliced_run(r, total - 1 - i, &d, &t);
		if (c != d || s + t < 3)
			return 0;
	}
	return 1;
}

/* Nonzero when the two balls of `hand` clear the board and one ball does not. The last ball
 * clears only what colour_that_clears names (rule 4); the first is never lone (rule 5), joins
 * only the start of a run (rule 1), and must complete a pair when no single ball could clear the
 * board as it stands, or join a pair or split one when the run colours do not read the same
 * both ways (rule 6). Each first ball is played on the board's runs: it changes the runs from
 * x to y - 1 (those it removes, joins, splits or merges) and leaves the x before them and the
 * runs - y after them as they are, so the first min(x, runs - y) facing pairs of the board after
 * it are the board's own; the board's first facing pair that fails rule 4's test (matched, when
 * there is one) then fails after the ball too unless min(x, runs - y) <= matched, and such a
 * first ball is not played. So the pairs to complete are found from the board's bits (the pairs
 * of either ball's colour), and a split or a join, which changes only its own run k (x = k,
 * y = k + 1), is tried only on the first matched + 1 runs from either end: the same first
 * balls as a walk over every run would try. */
static int two_balls_clear(uint64_t b, int len, unsigned hand)
{
	enum { RUNS = MAX_BOARD + MAX_HAND };
	unsigned char colour[RUNS], size[RUNS];
	int runs = read_runs(b, len, colour, size);
	/* matched: the facing pairs, from the ends in, that pass rule 4's test, up to the first that
	 * fails (all of them, the middle run left, when none fails). */
	int matched = 0;
	while (matched < runs - 1 - matched && colour[matched] == colour[runs - 1 - matched] &&
	       size[matched] + size[runs - 1 - matched] >= 3)
		matched++;
	int must_remove = colour[0] != colour[runs - 1] || runs % 2 == 0, mirror = 0;
	if (!must_remove) {
		mirror = 1;
		for (int i = matched; i < runs - 1 - i; i++)
			if (colour[i] != colour[runs - 1 - i])
				mirror = 0;
	}
	/* The hand's two balls, one and other (one colour or two). */
	unsigned one = 1;
	while (!hand_count(hand, one))
		one++;
	unsigned other = hand_count(hand, one) == 2 ? one : one + 1;
	while (!hand_count(hand, other))
		other++;
	unsigned hand_colours = 1u << one | 1u << other;
	spliced r = {colour, size, 0, 0, 0, {0}, {0}};
	/* The first balls to try: completing a pair of either ball's colour (a pair is a whole
	 * run, so rule 1 holds), read off the board's bits, the first ball of each such pair;
	 * unless the first ball must remove something, also splitting a pair of another colour
	 * with either ball, and joining a single of either ball's colour if the run colours read
	 * the same both ways (rule 6), only on the runs that leave no failing facing pair as it
	 * was. The other ball is the last; after it a ball follows its own colour (rule 1) or
	 * stands alone (rule 5). */
	uint64_t starts = run_ends(b, len) << 3 | 1;
	uint64_t held_pairs = ~nonzero_balls(b ^ b >> 3) & balls_below(len) &
			      (balls_of(b, len, one) | balls_of(b, len, other));
	for (; held_pairs; held_pairs &= held_pairs - 1) {
		uint64_t first = held_pairs & -held_pairs;
		int k = ones(starts & (first - 1));
		unsigned c = colour[k];
		/* The removals spread one run each side at a time (colour_that_clears). */
		int lo = k - 1, hi = k + 1;
		while (lo >= 0 && hi < runs && colour[lo] == colour[hi] && size[lo] + size[hi] >= 3)
			lo--, hi++;
		if (lo < 0 && hi >= runs)
			continue; /* one ball clears the board */
		if (lo >= 0 && hi < runs && colour[lo] == colour[hi]) {
			r.x = lo, r.m = 1, r.y = hi + 1;
			r.mid_colour[0] = colour[lo];
			r.mid_size[0] = (unsigned char)(size[lo] + size[hi]);
		} else {
			r.x = lo + 1, r.m = 0, r.y = hi;
		}
		int kept = r.x < runs - r.y ? r.x : runs - r.y;
		if (kept <= matched && spliced_cleared_by(&r, runs, kept, c == one ? other : one))
			return 1;
	}
	if (must_remove)
		return 0;
	/* A split or a join leaves the runs before k and after it as they are: only the first
	 * matched + 1 runs from either end can reach the failing facing pair. */
	for (int k = 0; k < runs; k++) {
		if (k > matched && k < runs - 1 - matched) {
			k = runs - 2 - matched;
			continue;
		}
		unsigned c = colour[k];
		int kept = k < runs - 1 - k ? k : runs - 1 - k;
		if (size[k] == 2) {
			r.x = k, r.m = 3, r.y = k + 1;
			r.mid_colour[0] = r.mid_colour[2] = (unsigned char)c;
			r.mid_size[0] = r.mid_size[1] = r.mid_size[2] = 1;
			for (int t = 0; t < 2; t++) {
				unsigned first = t ? other : one;
				if (first == c || (t && other == one))
					continue;
				r.mid_colour[1] = (unsigned char)first;
				if (spliced_cleared_by(&r, runs, kept, t ? one : other))
					return 1;
			}
		} else if (mirror && (hand_colours >> c & 1)) {
			r.x = k, r.m = 1, r.y = k + 1;
			r.mid_colour[0] = (unsigned char)c;
			r.mid_size[0] = 2;
			if (spliced_cleared_by(&r, runs, kept, c == one ? other : one))
				return 1;
		}
	}
	return 0;
}

/* A state with two balls left is decided where it is made, never queued: one ball clears it
 * (the answer is one more than its level), or two do (two more, unless a state of its level
 * needs only one), or neither. The two-ball test, the costly one, comes after rules 8 (counted),
 * 2 and 7, and once for each state of the level (the table, probed before rule 7). */
static void settle_two_left(search *s, uint64_t b, int len, unsigned hand)
{
	unsigned last = s->pairs_tested || s->one_ball_left < 3 ? 0 : colour_that_clears(b, len);
	if (last && hand_count(hand, last))
		s->next_level_clears = 1;
	else if (!s->next_level_clears && !s->clears_in_two) {
		/* Rule 7 after the probe: it costs more than the probe, and a state it drops is
		 * dropped each time it is made, so the table may record it. */
		uint64_t at[COLOURS + 1];
		unsigned once;
		balls_of_each(b, at);
		if (short_or_too_few(at, b, len, hand, &once))
			return;
		uint64_t m = mirrored(b, len); /* rule 3 */
		if (is_new_state(s->p, &s->seen, m < b ? m : b, hand) && !walls_unpaid(at, hand, 0, once))
			s->clears_in_two = two_balls_clear(b, len, hand);
	}
}

static void append(search *s, node *n)
{
	n->next = NULL;
	if (s->tail)
		s->tail->next = n;
	else
		s->head = n;
	s->tail = n;
}

/* Puts colour c before ball g of cur's board. Returns 1 if that empties the board; otherwise
 * settles the new state in place if two balls are left, or queues it if it is live and new,
 * noting whether one ball clears it, and returns 0. */
static int play(search *s, const node *cur, int hand_left, int g, unsigned c)
{
	int n = cur->len;
	uint64_t b = board_after_move(cur->board, &n, g, c);
	if (!n)
		return 1;
	unsigned h = cur->hand - (1u << (3 * (c - 1)));
	if (hand_left == 3) { /* two balls left: decided here (rules 4 to 6) */
		settle_two_left(s, b, n, h);
		return 0;
	}
	uint64_t m = mirrored(b, n); /* rule 3 */
	if (!is_new_state(s->p, &s->seen, m < b ? m : b, h))
		return 0;
	/* One ball clears it: the answer is at most one more than its level, and the rest of
	 * this level is only tested (expand), so it need not be queued. */
	unsigned last = hand_left <= s->one_ball_left ? colour_that_clears(b, n) : 0;
	if (last && hand_count(h, last)) {
		s->next_level_clears = 1;
		return 0;
	}
	if (m < b)
		b = m;
	/* Three or more left: rule 8 counted, rules 2 and 7 (with four or more left), here; rule
	 * 8's DP, which costs a couple of thousand instructions but drops most of these states
	 * (each would have had many successors), and with three left rules 2 and 7, wait for the
	 * sift of their level (sift_level), which a level that one ball ends never reaches. */
	unsigned once = cur->once;
	int need = cur->need, balls = 0;
	if (hand_left > 3) {
		/* A move that removes nothing keeps every colour on the board and adds c. */
		balls = cur->balls - 1;
		if (n < cur->len) { /* one count of the colours for rules 2, 7 and 8 */
			uint64_t at[COLOURS + 1];
			balls_of_each(b, at);
			balls = balls_for_colours(at, h);
			if (too_many_runs(b, n, balls) || (hand_left > 4 && hopeless_of(at, h, 0, &once)))
				return 0;
		} else {
			if (!balls_of(cur->board, cur->len, c)) /* c is new on the board */
				balls = cur->balls + (int)hand_count(h, c);
			if (too_many_runs(b, n, balls) || (hand_left > 4 && hopeless(b, h, c, &once)))
				return 0;
		}
		/* A join that removes nothing puts the ball beside a run of its colour: added to
		 * that run's group in the parent's cheapest split, it lowers that group's need or
		 * keeps it, and the group's colour stays in the hand. So the parent's need bounds
		 * this board's, and when it is within the hand the DP would keep the state. */
		int joined = n > cur->len && g < cur->len && ball_at(cur->board, g) == c;
		if (!joined || !hand_count(h, c) || need > balls)
			need = UNKNOWN_NEED; /* the sift of its level runs the DP */
	}
	node *next = new_node(s->p);
	*next = (node){NULL, b, h, (unsigned char)n, (unsigned char)once, (unsigned char)need,
		       (unsigned char)balls, 0};
	append(s, next);
	return 0;
}

/* Nonzero when two of the three balls of cur's hand clear its board, which no single ball
 * clears: one two-ball test for each colour that could stay in hand, after rules 2, 7 and 8
 * counted on that pair. `least` is rule 8's need of the whole hand (0 if not known): a pair
 * with fewer balls of the board's colours cannot pay for it (RULES, 7 and 8). */
static int two_of_three_clear(const node *cur, int least)
{
	uint64_t at[COLOURS + 1];
	balls_of_each(cur->board, at); /* one count of the colours for every pair */
	for (unsigned c = 1; c <= COLOURS; c++) {
		if (!hand_count(cur->hand, c))
			continue;
		unsigned two = cur->hand - (1u << (3 * (c - 1))), once;
		if (balls_for_colours(at, two) >= least &&
		    !short_or_too_few(at, cur->board, cur->len, two, &once) &&
		    !walls_unpaid(at, two, 0, once) && two_balls_clear(cur->board, cur->len, two))
			return 1;
	}
	return 0;
}

/* The colours whose ball, splitting a pair of cur's board, leaves a state that rule 8 counted
 * drops (too_few_removals), one bit each. A split removes nothing and adds two runs, and keeps
 * each colour's balls on the board and in hand together, n + h; a colour new on the board then
 * counts too, with n + h its hand's count. So the state's removals, counted, are cur's (most),
 * with hand_count / 3 more for a new colour. */
static unsigned splits_dropped(const node *cur)
{
	uint64_t at[COLOURS + 1];
	int most = 0, added[COLOURS + 1];
	balls_of_each(cur->board, at);
	for (unsigned c = 1; c <= COLOURS; c++) {
		int h = (int)hand_count(cur->hand, c);
		added[c] = at[c] ? 0 : h / 3;
		most += at[c] ? (ones(at[c]) + h) / 3 : 0;
	}
	int runs = run_count(cur->board, cur->len);
	unsigned dropped = 0;
	for (unsigned c = 1; c <= COLOURS; c++)
		if (2 * (most + added[c]) - 1 < runs + 2)
			dropped |= 1u << c;
	return dropped;
}

/* Tries every move from cur that the rules keep; returns 1 if one empties the board. */
static int expand(search *s, const node *cur, int hand_left)
{
	unsigned colours[COLOURS];
	int k = 0;
	for (unsigned c = 1; c <= COLOURS; c++)
		if (hand_count(cur->hand, c))
			colours[k++] = c;
	/* A split whose state rule 8 counted drops is not made (RULES, 8). */
	unsigned no_split = 1; /* bit 0: not known yet */
	for (int g = 0; g <= cur->len && !s->next_level_clears; g++) {
		unsigned left = g ? ball_at(cur->board, g - 1) : 0;
		unsigned right = g < cur->len ? ball_at(cur->board, g) : 0;
		for (int i = 0; i < k; i++) {
			if (left == colours[i]) /* rule 1 */
				continue;
			if (!MOVE_KEPT(left, right, colours[i], cur->len)) /* rule 9 */
				continue;
			if (SPLITS_COUNTED && left == right) { /* a split: left is not colours[i] (rule 1) */
				if (no_split == 1)
					no_split = splits_dropped(cur);
				if (no_split >> colours[i] & 1)
					continue;
			}
			if (play(s, cur, hand_left, g, colours[i]))
				return 1;
		}
	}
	/* Once the next level holds a state that one ball clears (found before this state or
	 * while making its successors), the answer is at most one more than that level's: only a
	 * move that empties this board now beats it, and one does exactly when a single ball
	 * clears it (rule 4). */
	if (s->next_level_clears) {
		unsigned last = colour_that_clears(cur->board, cur->len);
		return last && hand_count(cur->hand, last);
	}
	return 0;
}

/* Rule 8 colour by colour with removals of four balls at most (split_need) on the state n, with
 * three or four balls left, about to be expanded (A BOUND ON EACH STATE): nonzero when no split
 * fits its hand, so that no play from it clears the board. It runs on the first two states
 * offered, then only while it has dropped at least half of those it ran on: one that keeps its
 * state costs a few thousand instructions for nothing, one that drops it spares every state
 * after it. */
static int split_drops_state(search *s, const node *n)
{
	if (!GROUPS_CAPPED || (s->splits_run >= 2 && 2 * s->splits_dropped < s->splits_run))
		return 0;
	s->splits_run++;
	if (split_need(n->board, n->len, n->hand, 1) <= n->balls)
		return 0;
	s->splits_dropped++;
	return 1;
}

/* A level, before any of its states is expanded: drops those that rule 8's DP rejects, and
 * with three balls left those that rules 2 and 7 reject (put off from play, so that a level
 * that one ball ends never pays for them). With three left it returns 1 as soon as two balls
 * clear a state kept; none of them is cleared by one ball (such a state is never queued). The
 * states from *link on, last the state kept before them: the whole level (from the head), or
 * the states one parent has just made (A BOUND FROM THE FIRST BOARD); a state sifted already
 * is passed over. */
static int sift_level(search *s, node **link, node *last, int hand_left)
{
	s->pairs_tested = hand_left == 3;
	while (*link) {
		node *n = *link;
		if (n->sifted == PUT_OFF && !s->defer) { /* taken up by the second pass */
			if (split_drops_state(s, n)) {
				*link = n->next;
				free_node(s->p, n);
				continue;
			}
			n->sifted = TAKEN_UP;
		}
		if (n->sifted) { /* sifted already (put off: no pair of its hand can pay) */
			last = n;
			link = &n->next;
			continue;
		}
		unsigned once = n->once;
		int least = 0; /* a lower bound on the balls a play that clears the board needs */
		/* In the first pass a need of every ball in hand (only then can it reach hand_left)
		 * puts the state off: the DP runs on it unless its known need is below that. */
		int cap = s->defer && n->balls == hand_left ? hand_left - 1 : n->balls, tight = 0;
		/* Where the DP is to run, the count first: it costs a tenth of the DP, less than
		 * rules 2 and 7, and drops what it can. */
		int dead;
		if (hand_left > 3)
			dead = n->need > cap && too_few_removals(n->board, n->len, n->hand);
		else if (n->need > cap) /* one count of the colours for rules 2, 7 and 8 */
			dead = hopeless_counted(n->board, n->len, n->hand, &once);
		else
			dead = hopeless(n->board, n->hand, 0, &once);
		if (!dead && n->need > cap) {
			least = grouping_need(n->board, n->len, n->hand, n->balls);
			n->need = (unsigned char)least;
			dead = least > n->balls;
			tight = least > cap;
		}
		if (dead || tight) {
			*link = n->next;
			if (dead) {
				free_node(s->p, n);
			} else {
				n->next = NULL;
				n->once = (unsigned char)once;
				n->sifted = PUT_OFF;
				if (s->deferred_tail)
					s->deferred_tail->next = n;
				else
					s->deferred = n;
				s->deferred_tail = n;
			}
			continue;
		}
		n->once = (unsigned char)once;
		n->sifted = KEPT;
		if (hand_left == 3 && least < 3 && two_of_three_clear(n, least))
			return 1;
		last = n;
		link = &n->next;
	}
	s->tail = last;
	return 0;
}

/* Rule 8's need of the first board bounds the answer (SEARCH): no state with three balls left is
 * cleared by one ball, so each is sifted as it is made; and when the need is the hand's size, by
 * two neither, so each is expanded then (*now), and sifted just before (sift_now): the first
 * play found ends the search, so the states made after it need no DP. */
__attribute__((noinline)) static int sift_made(search *s, node *before, int all, node **now)
{
	node **made = before ? &before->next : &s->head;
	if (!all)
		return sift_level(s, made, before, 3);
	*now = *made;
	*made = NULL;
	s->tail = before;
	return 0;
}

/* Sifts the state *n, with three balls left, alone (sift_made), as sift_level does: *n becomes
 * NULL if it is dropped. The queue's tail is the level's, not n's. */
static int sift_now(search *s, node **n)
{
	node *tail = s->tail;
	(*n)->next = NULL;
	int cleared = sift_level(s, n, NULL, 3);
	s->tail = tail;
	return cleared;
}

/* The balls of a hand. */
static int balls_in(unsigned hand)
{
	int k = 0;
	for (unsigned c = 1; c <= COLOURS; c++)
		k += (int)hand_count(hand, c);
	return k;
}

/* Breadth-first search from (board, hand); returns the fewest balls or -1. */
static int min_balls(pool *p, uint64_t board, int len, unsigned hand, int hand_size)
{
	/* A board that is not empty needs a ball, so one that clears it is the answer; a hand of
	 * two is decided as every state with two balls left is (rules 2, 4 to 6). Both before the
	 * rules' checks and the pool, so that an easy input costs only these tests. */
	unsigned last = colour_that_clears(board, len);
	if (last && hand_count(hand, last))
		return 1;
	/* Balls of a colour that the board lacks and the hand holds fewer than three of can never
	 * leave once played (a removal takes three of one colour, and all of these would come
	 * from the hand), so no play that clears the board uses them: they leave the hand. */
	for (unsigned c = 1; c <= COLOURS; c++) {
		int h = (int)hand_count(hand, c);
		if (h && h < 3 && !balls_of(board, len, c)) {
			hand -= (unsigned)h << (3 * (c - 1));
			hand_size -= h;
		}
	}
	if (hand_size <= 2)
		return hand_size == 2 && !hand_too_short(board, len, hand) &&
		       two_balls_clear(board, len, hand) ? 2 : -1;
	unsigned once;
	int balls = balls_for_board(board, hand), need;
	if (hopeless(board, hand, 0, &once) ||
	    (need = grouping_need(board, len, hand, balls)) > balls ||
	    (GROUPS_CAPPED && need >= 3 && (need = split_need(board, len, hand, 1)) > balls) ||
	    (!GROUPS_CAPPED && need == balls && split_need(board, len, hand, 0) > balls))
		return -1;
	search s = {p, {0}, NULL, NULL, 0, 0, 0, TWO_PASSES && need < hand_size,
		    hand_size + 2 - need, NULL, NULL, {0}, 0, 0, 0};
	int early = need >= hand_size - 1;
	table_init(p, &s.seen, 8, 1);
	node *start = new_node(p);
	*start = (node){NULL, board, hand, (unsigned char)len, (unsigned char)once,
			(unsigned char)need, (unsigned char)balls, 0};
	append(&s, start);
	int level = 0, sifted = -1;
	node *pending = NULL; /* the second pass: states put off, each joining its level */
	node *now = NULL; /* states with three left, sifted as they were made: expanded next */
	for (;;) {
		node *cur;
		int hand_left, depth;
		if (now) {
			cur = now;
			now = cur->next;
			if (sift_now(&s, &cur))
				return hand_size - 1;
			if (!cur)
				continue;
			hand_left = 3;
			depth = hand_size - 3;
		} else {
			if (!s.head && s.defer && s.deferred && !s.next_level_clears &&
			    !s.clears_in_two) {
				/* The first pass found no play: only plays of every ball are
				 * left. */
				if (level >= 0)
					s.level_count[level] = s.seen.count;
				s.defer = 0;
				early = 0;
				pending = s.deferred;
				level = sifted = -1;
			}
			if (pending && !s.next_level_clears &&
			    (!s.head || balls_in(pending->hand) >= balls_in(s.head->hand))) {
				/* The states put off at this level join it before it is sifted. */
				node *first = pending, *end = pending;
				unsigned size = balls_in(first->hand);
				while (end->next && (unsigned)balls_in(end->next->hand) == size)
					end = end->next;
				pending = end->next;
				end->next = s.head;
				if (!s.head)
					s.tail = end;
				s.head = first;
			}
			if (!s.head)
				break;
			cur = s.head;
			hand_left = balls_in(cur->hand);
			depth = hand_size - hand_left;
			if (depth != level) {
				if (s.next_level_clears)
					return depth + 1;
				/* Each level has a stamp of its own in the table, the same in
				 * both passes, so that the second pass skips the states the first
				 * one made at that level (those a later level's did not overwrite;
				 * the count is an upper bound). */
				if (level >= 0 && s.defer)
					s.level_count[level] = s.seen.count;
				level = depth;
				s.seen.level = 1 + (unsigned)depth;
				s.seen.count = s.defer ? 0 : s.level_count[depth];
				/* The states put off at the next level are recorded before it is
				 * made, so that the second pass does not make them again where a later
				 * level of the first took their slots. */
				for (node *n = pending; n && balls_in(n->hand) == hand_left - 1;
				     n = n->next)
					is_new_state(p, &s.seen, n->board, n->hand);
			}
			if (sifted != level) {
				sifted = level;
				if (sift_level(&s, &s.head, NULL, hand_left))
					return depth + 2;
				continue;
			}
			s.head = cur->next;
			if (!s.head)
				s.tail = NULL;
		}
		/* With four balls left, rule 8 colour by colour first (A BOUND ON EACH STATE): not on
		 * the first pass's first such state, nor once the next level holds a state one ball
		 * clears (expand only tests this one then). */
		if (hand_left == 4 && cur->sifted != TAKEN_UP && !s.next_level_clears &&
		    (!s.defer || s.four_left_seen++) && split_drops_state(&s, cur)) {
			free_node(p, cur);
			continue;
		}
		node *before = s.tail; /* cur's successors come after it */
		ON_EXPAND();
		if (expand(&s, cur, hand_left))
			return depth + 1;
		if (s.clears_in_two)
			return depth + 3;
		free_node(p, cur);
		if (early && hand_left == 4 && sift_made(&s, before, need == hand_size, &now))
			return depth + 3;
	}
	/* The queue ran dry: the last level's successors, with two balls left, were decided in
	 * place, not queued. */
	return s.next_level_clears ? level + 2 : s.clears_in_two ? level + 3 : -1;
}

typedef struct query {
	uint64_t board;
	int len, hand_size;
	unsigned hand;
} query;

/* The search behind a setjmp of its own. Only pointers that never change live across it, so
 * nothing the caller needs can be clobbered by the longjmp. */
static int guarded_min_balls(pool *p, const query *q)
{
	jmp_buf out_of_memory;
	p->out_of_memory = &out_of_memory;
	if (setjmp(out_of_memory))
		return -1;
	return min_balls(p, q->board, q->len, q->hand, q->hand_size);
}

int findMinStep(char *board, char *hand);
int findMinStep(char *board, char *hand)
{
	if (!board || !hand)
		return -1;
	if (!board[0])
		return 0;
	query q;
	q.hand_size = read_input(board, hand, &q.board, &q.len, &q.hand);
	if (q.hand_size <= 0)
		return -1;
	pool p = {NULL, NULL, NULL};
	int answer = guarded_min_balls(&p, &q);
	pool_release(&p);
	return answer;
}
