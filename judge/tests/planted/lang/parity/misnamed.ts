// Parity (judge/tests/parity_js.sh): a misnamed function: LeetCode's driver does not compile.
function findMinSteps(board: string, hand: string): number {
    return 1;
}
