// Planted (hostile, issue 36 item 4): a small source whose classes hold some 120 MB: each of
// ten classes keeps 200 distinct compile-time strings of 60,000 characters (folded by javac from
// the short ones below), every class file under the build box's 16 MiB a file. The build's
// folder is bounded as a whole: Compile Error, naming the bound; nothing of it stays behind.
class Bomb {
	static final String A = "abcdefghij";
	static final String B = A + A + A + A + A + A + A + A + A + A;
	static final String C = B + B + B + B + B + B + B + B + B + B;
	static final String D = C + C + C + C + C + C + C + C + C + C;
	static final String E = D + D + D + D + D + D;
}
class Bomb0 {
	static final String s0 = Bomb.E + 0, s1 = Bomb.E + 1, s2 = Bomb.E + 2, s3 = Bomb.E + 3, s4 = Bomb.E + 4, s5 = Bomb.E + 5, s6 = Bomb.E + 6, s7 = Bomb.E + 7, s8 = Bomb.E + 8, s9 = Bomb.E + 9;
	static final String s10 = Bomb.E + 10, s11 = Bomb.E + 11, s12 = Bomb.E + 12, s13 = Bomb.E + 13, s14 = Bomb.E + 14, s15 = Bomb.E + 15, s16 = Bomb.E + 16, s17 = Bomb.E + 17, s18 = Bomb.E + 18, s19 = Bomb.E + 19;
	static final String s20 = Bomb.E + 20, s21 = Bomb.E + 21, s22 = Bomb.E + 22, s23 = Bomb.E + 23, s24 = Bomb.E + 24, s25 = Bomb.E + 25, s26 = Bomb.E + 26, s27 = Bomb.E + 27, s28 = Bomb.E + 28, s29 = Bomb.E + 29;
	static final String s30 = Bomb.E + 30, s31 = Bomb.E + 31, s32 = Bomb.E + 32, s33 = Bomb.E + 33, s34 = Bomb.E + 34, s35 = Bomb.E + 35, s36 = Bomb.E + 36, s37 = Bomb.E + 37, s38 = Bomb.E + 38, s39 = Bomb.E + 39;
	static final String s40 = Bomb.E + 40, s41 = Bomb.E + 41, s42 = Bomb.E + 42, s43 = Bomb.E + 43, s44 = Bomb.E + 44, s45 = Bomb.E + 45, s46 = Bomb.E + 46, s47 = Bomb.E + 47, s48 = Bomb.E + 48, s49 = Bomb.E + 49;
	static final String s50 = Bomb.E + 50, s51 = Bomb.E + 51, s52 = Bomb.E + 52, s53 = Bomb.E + 53, s54 = Bomb.E + 54, s55 = Bomb.E + 55, s56 = Bomb.E + 56, s57 = Bomb.E + 57, s58 = Bomb.E + 58, s59 = Bomb.E + 59;
	static final String s60 = Bomb.E + 60, s61 = Bomb.E + 61, s62 = Bomb.E + 62, s63 = Bomb.E + 63, s64 = Bomb.E + 64, s65 = Bomb.E + 65, s66 = Bomb.E + 66, s67 = Bomb.E + 67, s68 = Bomb.E + 68, s69 = Bomb.E + 69;
	static final String s70 = Bomb.E + 70, s71 = Bomb.E + 71, s72 = Bomb.E + 72, s73 = Bomb.E + 73, s74 = Bomb.E + 74, s75 = Bomb.E + 75, s76 = Bomb.E + 76, s77 = Bomb.E + 77, s78 = Bomb.E + 78, s79 = Bomb.E + 79;
	static final String s80 = Bomb.E + 80, s81 = Bomb.E + 81, s82 = Bomb.E + 82, s83 = Bomb.E + 83, s84 = Bomb.E + 84, s85 = Bomb.E + 85, s86 = Bomb.E + 86, s87 = Bomb.E + 87, s88 = Bomb.E + 88, s89 = Bomb.E + 89;
	static final String s90 = Bomb.E + 90, s91 = Bomb.E + 91, s92 = Bomb.E + 92, s93 = Bomb.E + 93, s94 = Bomb.E + 94, s95 = Bomb.E + 95, s96 = Bomb.E + 96, s97 = Bomb.E + 97, s98 = Bomb.E + 98, s99 = Bomb.E + 99;
	static final String s100 = Bomb.E + 100, s101 = Bomb.E + 101, s102 = Bomb.E + 102, s103 = Bomb.E + 103, s104 = Bomb.E + 104, s105 = Bomb.E + 105, s106 = Bomb.E + 106, s107 = Bomb.E + 107, s108 = Bomb.E + 108, s109 = Bomb.E + 109;
	static final String s110 = Bomb.E + 110, s111 = Bomb.E + 111, s112 = Bomb.E + 112, s113 = Bomb.E + 113, s114 = Bomb.E + 114, s115 = Bomb.E + 115, s116 = Bomb.E + 116, s117 = Bomb.E + 117, s118 = Bomb.E + 118, s119 = Bomb.E + 119;
	static final String s120 = Bomb.E + 120, s121 = Bomb.E + 121, s122 = Bomb.E + 122, s123 = Bomb.E + 123, s124 = Bomb.E + 124, s125 = Bomb.E + 125, s126 = Bomb.E + 126, s127 = Bomb.E + 127, s128 = Bomb.E + 128, s129 = Bomb.E + 129;
	static final String s130 = Bomb.E + 130, s131 = Bomb.E + 131, s132 = Bomb.E + 132, s133 = Bomb.E + 133, s134 = Bomb.E + 134, s135 = Bomb.E + 135, s136 = Bomb.E + 136, s137 = Bomb.E + 137, s138 = Bomb.E + 138, s139 = Bomb.E + 139;
	static final String s140 = Bomb.E + 140, s141 = Bomb.E + 141, s142 = Bomb.E + 142, s143 = Bomb.E + 143, s144 = Bomb.E + 144, s145 = Bomb.E + 145, s146 = Bomb.E + 146, s147 = Bomb.E + 147, s148 = Bomb.E + 148, s149 = Bomb.E + 149;
	static final String s150 = Bomb.E + 150, s151 = Bomb.E + 151, s152 = Bomb.E + 152, s153 = Bomb.E + 153, s154 = Bomb.E + 154, s155 = Bomb.E + 155, s156 = Bomb.E + 156, s157 = Bomb.E + 157, s158 = Bomb.E + 158, s159 = Bomb.E + 159;
	static final String s160 = Bomb.E + 160, s161 = Bomb.E + 161, s162 = Bomb.E + 162, s163 = Bomb.E + 163, s164 = Bomb.E + 164, s165 = Bomb.E + 165, s166 = Bomb.E + 166, s167 = Bomb.E + 167, s168 = Bomb.E + 168, s169 = Bomb.E + 169;
	static final String s170 = Bomb.E + 170, s171 = Bomb.E + 171, s172 = Bomb.E + 172, s173 = Bomb.E + 173, s174 = Bomb.E + 174, s175 = Bomb.E + 175, s176 = Bomb.E + 176, s177 = Bomb.E + 177, s178 = Bomb.E + 178, s179 = Bomb.E + 179;
	static final String s180 = Bomb.E + 180, s181 = Bomb.E + 181, s182 = Bomb.E + 182, s183 = Bomb.E + 183, s184 = Bomb.E + 184, s185 = Bomb.E + 185, s186 = Bomb.E + 186, s187 = Bomb.E + 187, s188 = Bomb.E + 188, s189 = Bomb.E + 189;
	static final String s190 = Bomb.E + 190, s191 = Bomb.E + 191, s192 = Bomb.E + 192, s193 = Bomb.E + 193, s194 = Bomb.E + 194, s195 = Bomb.E + 195, s196 = Bomb.E + 196, s197 = Bomb.E + 197, s198 = Bomb.E + 198, s199 = Bomb.E + 199;
}
class Bomb1 {
	static final String s0 = Bomb.E + 0, s1 = Bomb.E + 1, s2 = Bomb.E + 2, s3 = Bomb.E + 3, s4 = Bomb.E + 4, s5 = Bomb.E + 5, s6 = Bomb.E + 6, s7 = Bomb.E + 7, s8 = Bomb.E + 8, s9 = Bomb.E + 9;
	static final String s10 = Bomb.E + 10, s11 = Bomb.E + 11, s12 = Bomb.E + 12, s13 = Bomb.E + 13, s14 = Bomb.E + 14, s15 = Bomb.E + 15, s16 = Bomb.E + 16, s17 = Bomb.E + 17, s18 = Bomb.E + 18, s19 = Bomb.E + 19;
	static final String s20 = Bomb.E + 20, s21 = Bomb.E + 21, s22 = Bomb.E + 22, s23 = Bomb.E + 23, s24 = Bomb.E + 24, s25 = Bomb.E + 25, s26 = Bomb.E + 26, s27 = Bomb.E + 27, s28 = Bomb.E + 28, s29 = Bomb.E + 29;
	static final String s30 = Bomb.E + 30, s31 = Bomb.E + 31, s32 = Bomb.E + 32, s33 = Bomb.E + 33, s34 = Bomb.E + 34, s35 = Bomb.E + 35, s36 = Bomb.E + 36, s37 = Bomb.E + 37, s38 = Bomb.E + 38, s39 = Bomb.E + 39;
	static final String s40 = Bomb.E + 40, s41 = Bomb.E + 41, s42 = Bomb.E + 42, s43 = Bomb.E + 43, s44 = Bomb.E + 44, s45 = Bomb.E + 45, s46 = Bomb.E + 46, s47 = Bomb.E + 47, s48 = Bomb.E + 48, s49 = Bomb.E + 49;
	static final String s50 = Bomb.E + 50, s51 = Bomb.E + 51, s52 = Bomb.E + 52, s53 = Bomb.E + 53, s54 = Bomb.E + 54, s55 = Bomb.E + 55, s56 = Bomb.E + 56, s57 = Bomb.E + 57, s58 = Bomb.E + 58, s59 = Bomb.E + 59;
	static final String s60 = Bomb.E + 60, s61 = Bomb.E + 61, s62 = Bomb.E + 62, s63 = Bomb.E + 63, s64 = Bomb.E + 64, s65 = Bomb.E + 65, s66 = Bomb.E + 66, s67 = Bomb.E + 67, s68 = Bomb.E + 68, s69 = Bomb.E + 69;
	static final String s70 = Bomb.E + 70, s71 = Bomb.E + 71, s72 = Bomb.E + 72, s73 = Bomb.E + 73, s74 = Bomb.E + 74, s75 = Bomb.E + 75, s76 = Bomb.E + 76, s77 = Bomb.E + 77, s78 = Bomb.E + 78, s79 = Bomb.E + 79;
	static final String s80 = Bomb.E + 80, s81 = Bomb.E + 81, s82 = Bomb.E + 82, s83 = Bomb.E + 83, s84 = Bomb.E + 84, s85 = Bomb.E + 85, s86 = Bomb.E + 86, s87 = Bomb.E + 87, s88 = Bomb.E + 88, s89 = Bomb.E + 89;
	static final String s90 = Bomb.E + 90, s91 = Bomb.E + 91, s92 = Bomb.E + 92, s93 = Bomb.E + 93, s94 = Bomb.E + 94, s95 = Bomb.E + 95, s96 = Bomb.E + 96, s97 = Bomb.E + 97, s98 = Bomb.E + 98, s99 = Bomb.E + 99;
	static final String s100 = Bomb.E + 100, s101 = Bomb.E + 101, s102 = Bomb.E + 102, s103 = Bomb.E + 103, s104 = Bomb.E + 104, s105 = Bomb.E + 105, s106 = Bomb.E + 106, s107 = Bomb.E + 107, s108 = Bomb.E + 108, s109 = Bomb.E + 109;
	static final String s110 = Bomb.E + 110, s111 = Bomb.E + 111, s112 = Bomb.E + 112, s113 = Bomb.E + 113, s114 = Bomb.E + 114, s115 = Bomb.E + 115, s116 = Bomb.E + 116, s117 = Bomb.E + 117, s118 = Bomb.E + 118, s119 = Bomb.E + 119;
	static final String s120 = Bomb.E + 120, s121 = Bomb.E + 121, s122 = Bomb.E + 122, s123 = Bomb.E + 123, s124 = Bomb.E + 124, s125 = Bomb.E + 125, s126 = Bomb.E + 126, s127 = Bomb.E + 127, s128 = Bomb.E + 128, s129 = Bomb.E + 129;
	static final String s130 = Bomb.E + 130, s131 = Bomb.E + 131, s132 = Bomb.E + 132, s133 = Bomb.E + 133, s134 = Bomb.E + 134, s135 = Bomb.E + 135, s136 = Bomb.E + 136, s137 = Bomb.E + 137, s138 = Bomb.E + 138, s139 = Bomb.E + 139;
	static final String s140 = Bomb.E + 140, s141 = Bomb.E + 141, s142 = Bomb.E + 142, s143 = Bomb.E + 143, s144 = Bomb.E + 144, s145 = Bomb.E + 145, s146 = Bomb.E + 146, s147 = Bomb.E + 147, s148 = Bomb.E + 148, s149 = Bomb.E + 149;
	static final String s150 = Bomb.E + 150, s151 = Bomb.E + 151, s152 = Bomb.E + 152, s153 = Bomb.E + 153, s154 = Bomb.E + 154, s155 = Bomb.E + 155, s156 = Bomb.E + 156, s157 = Bomb.E + 157, s158 = Bomb.E + 158, s159 = Bomb.E + 159;
	static final String s160 = Bomb.E + 160, s161 = Bomb.E + 161, s162 = Bomb.E + 162, s163 = Bomb.E + 163, s164 = Bomb.E + 164, s165 = Bomb.E + 165, s166 = Bomb.E + 166, s167 = Bomb.E + 167, s168 = Bomb.E + 168, s169 = Bomb.E + 169;
	static final String s170 = Bomb.E + 170, s171 = Bomb.E + 171, s172 = Bomb.E + 172, s173 = Bomb.E + 173, s174 = Bomb.E + 174, s175 = Bomb.E + 175, s176 = Bomb.E + 176, s177 = Bomb.E + 177, s178 = Bomb.E + 178, s179 = Bomb.E + 179;
	static final String s180 = Bomb.E + 180, s181 = Bomb.E + 181, s182 = Bomb.E + 182, s183 = Bomb.E + 183, s184 = Bomb.E + 184, s185 = Bomb.E + 185, s186 = Bomb.E + 186, s187 = Bomb.E + 187, s188 = Bomb.E + 188, s189 = Bomb.E + 189;
	static final String s190 = Bomb.E + 190, s191 = Bomb.E + 191, s192 = Bomb.E + 192, s193 = Bomb.E + 193, s194 = Bomb.E + 194, s195 = Bomb.E + 195, s196 = Bomb.E + 196, s197 = Bomb.E + 197, s198 = Bomb.E + 198, s199 = Bomb.E + 199;
}
class Bomb2 {
	static final String s0 = Bomb.E + 0, s1 = Bomb.E + 1, s2 = Bomb.E + 2, s3 = Bomb.E + 3, s4 = Bomb.E + 4, s5 = Bomb.E + 5, s6 = Bomb.E + 6, s7 = Bomb.E + 7, s8 = Bomb.E + 8, s9 = Bomb.E + 9;
	static final String s10 = Bomb.E + 10, s11 = Bomb.E + 11, s12 = Bomb.E + 12, s13 = Bomb.E + 13, s14 = Bomb.E + 14, s15 = Bomb.E + 15, s16 = Bomb.E + 16, s17 = Bomb.E + 17, s18 = Bomb.E + 18, s19 = Bomb.E + 19;
	static final String s20 = Bomb.E + 20, s21 = Bomb.E + 21, s22 = Bomb.E + 22, s23 = Bomb.E + 23, s24 = Bomb.E + 24, s25 = Bomb.E + 25, s26 = Bomb.E + 26, s27 = Bomb.E + 27, s28 = Bomb.E + 28, s29 = Bomb.E + 29;
	static final String s30 = Bomb.E + 30, s31 = Bomb.E + 31, s32 = Bomb.E + 32, s33 = Bomb.E + 33, s34 = Bomb.E + 34, s35 = Bomb.E + 35, s36 = Bomb.E + 36, s37 = Bomb.E + 37, s38 = Bomb.E + 38, s39 = Bomb.E + 39;
	static final String s40 = Bomb.E + 40, s41 = Bomb.E + 41, s42 = Bomb.E + 42, s43 = Bomb.E + 43, s44 = Bomb.E + 44, s45 = Bomb.E + 45, s46 = Bomb.E + 46, s47 = Bomb.E + 47, s48 = Bomb.E + 48, s49 = Bomb.E + 49;
	static final String s50 = Bomb.E + 50, s51 = Bomb.E + 51, s52 = Bomb.E + 52, s53 = Bomb.E + 53, s54 = Bomb.E + 54, s55 = Bomb.E + 55, s56 = Bomb.E + 56, s57 = Bomb.E + 57, s58 = Bomb.E + 58, s59 = Bomb.E + 59;
	static final String s60 = Bomb.E + 60, s61 = Bomb.E + 61, s62 = Bomb.E + 62, s63 = Bomb.E + 63, s64 = Bomb.E + 64, s65 = Bomb.E + 65, s66 = Bomb.E + 66, s67 = Bomb.E + 67, s68 = Bomb.E + 68, s69 = Bomb.E + 69;
	static final String s70 = Bomb.E + 70, s71 = Bomb.E + 71, s72 = Bomb.E + 72, s73 = Bomb.E + 73, s74 = Bomb.E + 74, s75 = Bomb.E + 75, s76 = Bomb.E + 76, s77 = Bomb.E + 77, s78 = Bomb.E + 78, s79 = Bomb.E + 79;
	static final String s80 = Bomb.E + 80, s81 = Bomb.E + 81, s82 = Bomb.E + 82, s83 = Bomb.E + 83, s84 = Bomb.E + 84, s85 = Bomb.E + 85, s86 = Bomb.E + 86, s87 = Bomb.E + 87, s88 = Bomb.E + 88, s89 = Bomb.E + 89;
	static final String s90 = Bomb.E + 90, s91 = Bomb.E + 91, s92 = Bomb.E + 92, s93 = Bomb.E + 93, s94 = Bomb.E + 94, s95 = Bomb.E + 95, s96 = Bomb.E + 96, s97 = Bomb.E + 97, s98 = Bomb.E + 98, s99 = Bomb.E + 99;
	static final String s100 = Bomb.E + 100, s101 = Bomb.E + 101, s102 = Bomb.E + 102, s103 = Bomb.E + 103, s104 = Bomb.E + 104, s105 = Bomb.E + 105, s106 = Bomb.E + 106, s107 = Bomb.E + 107, s108 = Bomb.E + 108, s109 = Bomb.E + 109;
	static final String s110 = Bomb.E + 110, s111 = Bomb.E + 111, s112 = Bomb.E + 112, s113 = Bomb.E + 113, s114 = Bomb.E + 114, s115 = Bomb.E + 115, s116 = Bomb.E + 116, s117 = Bomb.E + 117, s118 = Bomb.E + 118, s119 = Bomb.E + 119;
	static final String s120 = Bomb.E + 120, s121 = Bomb.E + 121, s122 = Bomb.E + 122, s123 = Bomb.E + 123, s124 = Bomb.E + 124, s125 = Bomb.E + 125, s126 = Bomb.E + 126, s127 = Bomb.E + 127, s128 = Bomb.E + 128, s129 = Bomb.E + 129;
	static final String s130 = Bomb.E + 130, s131 = Bomb.E + 131, s132 = Bomb.E + 132, s133 = Bomb.E + 133, s134 = Bomb.E + 134, s135 = Bomb.E + 135, s136 = Bomb.E + 136, s137 = Bomb.E + 137, s138 = Bomb.E + 138, s139 = Bomb.E + 139;
	static final String s140 = Bomb.E + 140, s141 = Bomb.E + 141, s142 = Bomb.E + 142, s143 = Bomb.E + 143, s144 = Bomb.E + 144, s145 = Bomb.E + 145, s146 = Bomb.E + 146, s147 = Bomb.E + 147, s148 = Bomb.E + 148, s149 = Bomb.E + 149;
	static final String s150 = Bomb.E + 150, s151 = Bomb.E + 151, s152 = Bomb.E + 152, s153 = Bomb.E + 153, s154 = Bomb.E + 154, s155 = Bomb.E + 155, s156 = Bomb.E + 156, s157 = Bomb.E + 157, s158 = Bomb.E + 158, s159 = Bomb.E + 159;
	static final String s160 = Bomb.E + 160, s161 = Bomb.E + 161, s162 = Bomb.E + 162, s163 = Bomb.E + 163, s164 = Bomb.E + 164, s165 = Bomb.E + 165, s166 = Bomb.E + 166, s167 = Bomb.E + 167, s168 = Bomb.E + 168, s169 = Bomb.E + 169;
	static final String s170 = Bomb.E + 170, s171 = Bomb.E + 171, s172 = Bomb.E + 172, s173 = Bomb.E + 173, s174 = Bomb.E + 174, s175 = Bomb.E + 175, s176 = Bomb.E + 176, s177 = Bomb.E + 177, s178 = Bomb.E + 178, s179 = Bomb.E + 179;
	static final String s180 = Bomb.E + 180, s181 = Bomb.E + 181, s182 = Bomb.E + 182, s183 = Bomb.E + 183, s184 = Bomb.E + 184, s185 = Bomb.E + 185, s186 = Bomb.E + 186, s187 = Bomb.E + 187, s188 = Bomb.E + 188, s189 = Bomb.E + 189;
	static final String s190 = Bomb.E + 190, s191 = Bomb.E + 191, s192 = Bomb.E + 192, s193 = Bomb.E + 193, s194 = Bomb.E + 194, s195 = Bomb.E + 195, s196 = Bomb.E + 196, s197 = Bomb.E + 197, s198 = Bomb.E + 198, s199 = Bomb.E + 199;
}
class Bomb3 {
	static final String s0 = Bomb.E + 0, s1 = Bomb.E + 1, s2 = Bomb.E + 2, s3 = Bomb.E + 3, s4 = Bomb.E + 4, s5 = Bomb.E + 5, s6 = Bomb.E + 6, s7 = Bomb.E + 7, s8 = Bomb.E + 8, s9 = Bomb.E + 9;
	static final String s10 = Bomb.E + 10, s11 = Bomb.E + 11, s12 = Bomb.E + 12, s13 = Bomb.E + 13, s14 = Bomb.E + 14, s15 = Bomb.E + 15, s16 = Bomb.E + 16, s17 = Bomb.E + 17, s18 = Bomb.E + 18, s19 = Bomb.E + 19;
	static final String s20 = Bomb.E + 20, s21 = Bomb.E + 21, s22 = Bomb.E + 22, s23 = Bomb.E + 23, s24 = Bomb.E + 24, s25 = Bomb.E + 25, s26 = Bomb.E + 26, s27 = Bomb.E + 27, s28 = Bomb.E + 28, s29 = Bomb.E + 29;
	static final String s30 = Bomb.E + 30, s31 = Bomb.E + 31, s32 = Bomb.E + 32, s33 = Bomb.E + 33, s34 = Bomb.E + 34, s35 = Bomb.E + 35, s36 = Bomb.E + 36, s37 = Bomb.E + 37, s38 = Bomb.E + 38, s39 = Bomb.E + 39;
	static final String s40 = Bomb.E + 40, s41 = Bomb.E + 41, s42 = Bomb.E + 42, s43 = Bomb.E + 43, s44 = Bomb.E + 44, s45 = Bomb.E + 45, s46 = Bomb.E + 46, s47 = Bomb.E + 47, s48 = Bomb.E + 48, s49 = Bomb.E + 49;
	static final String s50 = Bomb.E + 50, s51 = Bomb.E + 51, s52 = Bomb.E + 52, s53 = Bomb.E + 53, s54 = Bomb.E + 54, s55 = Bomb.E + 55, s56 = Bomb.E + 56, s57 = Bomb.E + 57, s58 = Bomb.E + 58, s59 = Bomb.E + 59;
	static final String s60 = Bomb.E + 60, s61 = Bomb.E + 61, s62 = Bomb.E + 62, s63 = Bomb.E + 63, s64 = Bomb.E + 64, s65 = Bomb.E + 65, s66 = Bomb.E + 66, s67 = Bomb.E + 67, s68 = Bomb.E + 68, s69 = Bomb.E + 69;
	static final String s70 = Bomb.E + 70, s71 = Bomb.E + 71, s72 = Bomb.E + 72, s73 = Bomb.E + 73, s74 = Bomb.E + 74, s75 = Bomb.E + 75, s76 = Bomb.E + 76, s77 = Bomb.E + 77, s78 = Bomb.E + 78, s79 = Bomb.E + 79;
	static final String s80 = Bomb.E + 80, s81 = Bomb.E + 81, s82 = Bomb.E + 82, s83 = Bomb.E + 83, s84 = Bomb.E + 84, s85 = Bomb.E + 85, s86 = Bomb.E + 86, s87 = Bomb.E + 87, s88 = Bomb.E + 88, s89 = Bomb.E + 89;
	static final String s90 = Bomb.E + 90, s91 = Bomb.E + 91, s92 = Bomb.E + 92, s93 = Bomb.E + 93, s94 = Bomb.E + 94, s95 = Bomb.E + 95, s96 = Bomb.E + 96, s97 = Bomb.E + 97, s98 = Bomb.E + 98, s99 = Bomb.E + 99;
	static final String s100 = Bomb.E + 100, s101 = Bomb.E + 101, s102 = Bomb.E + 102, s103 = Bomb.E + 103, s104 = Bomb.E + 104, s105 = Bomb.E + 105, s106 = Bomb.E + 106, s107 = Bomb.E + 107, s108 = Bomb.E + 108, s109 = Bomb.E + 109;
	static final String s110 = Bomb.E + 110, s111 = Bomb.E + 111, s112 = Bomb.E + 112, s113 = Bomb.E + 113, s114 = Bomb.E + 114, s115 = Bomb.E + 115, s116 = Bomb.E + 116, s117 = Bomb.E + 117, s118 = Bomb.E + 118, s119 = Bomb.E + 119;
	static final String s120 = Bomb.E + 120, s121 = Bomb.E + 121, s122 = Bomb.E + 122, s123 = Bomb.E + 123, s124 = Bomb.E + 124, s125 = Bomb.E + 125, s126 = Bomb.E + 126, s127 = Bomb.E + 127, s128 = Bomb.E + 128, s129 = Bomb.E + 129;
	static final String s130 = Bomb.E + 130, s131 = Bomb.E + 131, s132 = Bomb.E + 132, s133 = Bomb.E + 133, s134 = Bomb.E + 134, s135 = Bomb.E + 135, s136 = Bomb.E + 136, s137 = Bomb.E + 137, s138 = Bomb.E + 138, s139 = Bomb.E + 139;
	static final String s140 = Bomb.E + 140, s141 = Bomb.E + 141, s142 = Bomb.E + 142, s143 = Bomb.E + 143, s144 = Bomb.E + 144, s145 = Bomb.E + 145, s146 = Bomb.E + 146, s147 = Bomb.E + 147, s148 = Bomb.E + 148, s149 = Bomb.E + 149;
	static final String s150 = Bomb.E + 150, s151 = Bomb.E + 151, s152 = Bomb.E + 152, s153 = Bomb.E + 153, s154 = Bomb.E + 154, s155 = Bomb.E + 155, s156 = Bomb.E + 156, s157 = Bomb.E + 157, s158 = Bomb.E + 158, s159 = Bomb.E + 159;
	static final String s160 = Bomb.E + 160, s161 = Bomb.E + 161, s162 = Bomb.E + 162, s163 = Bomb.E + 163, s164 = Bomb.E + 164, s165 = Bomb.E + 165, s166 = Bomb.E + 166, s167 = Bomb.E + 167, s168 = Bomb.E + 168, s169 = Bomb.E + 169;
	static final String s170 = Bomb.E + 170, s171 = Bomb.E + 171, s172 = Bomb.E + 172, s173 = Bomb.E + 173, s174 = Bomb.E + 174, s175 = Bomb.E + 175, s176 = Bomb.E + 176, s177 = Bomb.E + 177, s178 = Bomb.E + 178, s179 = Bomb.E + 179;
	static final String s180 = Bomb.E + 180, s181 = Bomb.E + 181, s182 = Bomb.E + 182, s183 = Bomb.E + 183, s184 = Bomb.E + 184, s185 = Bomb.E + 185, s186 = Bomb.E + 186, s187 = Bomb.E + 187, s188 = Bomb.E + 188, s189 = Bomb.E + 189;
	static final String s190 = Bomb.E + 190, s191 = Bomb.E + 191, s192 = Bomb.E + 192, s193 = Bomb.E + 193, s194 = Bomb.E + 194, s195 = Bomb.E + 195, s196 = Bomb.E + 196, s197 = Bomb.E + 197, s198 = Bomb.E + 198, s199 = Bomb.E + 199;
}
class Bomb4 {
	static final String s0 = Bomb.E + 0, s1 = Bomb.E + 1, s2 = Bomb.E + 2, s3 = Bomb.E + 3, s4 = Bomb.E + 4, s5 = Bomb.E + 5, s6 = Bomb.E + 6, s7 = Bomb.E + 7, s8 = Bomb.E + 8, s9 = Bomb.E + 9;
	static final String s10 = Bomb.E + 10, s11 = Bomb.E + 11, s12 = Bomb.E + 12, s13 = Bomb.E + 13, s14 = Bomb.E + 14, s15 = Bomb.E + 15, s16 = Bomb.E + 16, s17 = Bomb.E + 17, s18 = Bomb.E + 18, s19 = Bomb.E + 19;
	static final String s20 = Bomb.E + 20, s21 = Bomb.E + 21, s22 = Bomb.E + 22, s23 = Bomb.E + 23, s24 = Bomb.E + 24, s25 = Bomb.E + 25, s26 = Bomb.E + 26, s27 = Bomb.E + 27, s28 = Bomb.E + 28, s29 = Bomb.E + 29;
	static final String s30 = Bomb.E + 30, s31 = Bomb.E + 31, s32 = Bomb.E + 32, s33 = Bomb.E + 33, s34 = Bomb.E + 34, s35 = Bomb.E + 35, s36 = Bomb.E + 36, s37 = Bomb.E + 37, s38 = Bomb.E + 38, s39 = Bomb.E + 39;
	static final String s40 = Bomb.E + 40, s41 = Bomb.E + 41, s42 = Bomb.E + 42, s43 = Bomb.E + 43, s44 = Bomb.E + 44, s45 = Bomb.E + 45, s46 = Bomb.E + 46, s47 = Bomb.E + 47, s48 = Bomb.E + 48, s49 = Bomb.E + 49;
	static final String s50 = Bomb.E + 50, s51 = Bomb.E + 51, s52 = Bomb.E + 52, s53 = Bomb.E + 53, s54 = Bomb.E + 54, s55 = Bomb.E + 55, s56 = Bomb.E + 56, s57 = Bomb.E + 57, s58 = Bomb.E + 58, s59 = Bomb.E + 59;
	static final String s60 = Bomb.E + 60, s61 = Bomb.E + 61, s62 = Bomb.E + 62, s63 = Bomb.E + 63, s64 = Bomb.E + 64, s65 = Bomb.E + 65, s66 = Bomb.E + 66, s67 = Bomb.E + 67, s68 = Bomb.E + 68, s69 = Bomb.E + 69;
	static final String s70 = Bomb.E + 70, s71 = Bomb.E + 71, s72 = Bomb.E + 72, s73 = Bomb.E + 73, s74 = Bomb.E + 74, s75 = Bomb.E + 75, s76 = Bomb.E + 76, s77 = Bomb.E + 77, s78 = Bomb.E + 78, s79 = Bomb.E + 79;
	static final String s80 = Bomb.E + 80, s81 = Bomb.E + 81, s82 = Bomb.E + 82, s83 = Bomb.E + 83, s84 = Bomb.E + 84, s85 = Bomb.E + 85, s86 = Bomb.E + 86, s87 = Bomb.E + 87, s88 = Bomb.E + 88, s89 = Bomb.E + 89;
	static final String s90 = Bomb.E + 90, s91 = Bomb.E + 91, s92 = Bomb.E + 92, s93 = Bomb.E + 93, s94 = Bomb.E + 94, s95 = Bomb.E + 95, s96 = Bomb.E + 96, s97 = Bomb.E + 97, s98 = Bomb.E + 98, s99 = Bomb.E + 99;
	static final String s100 = Bomb.E + 100, s101 = Bomb.E + 101, s102 = Bomb.E + 102, s103 = Bomb.E + 103, s104 = Bomb.E + 104, s105 = Bomb.E + 105, s106 = Bomb.E + 106, s107 = Bomb.E + 107, s108 = Bomb.E + 108, s109 = Bomb.E + 109;
	static final String s110 = Bomb.E + 110, s111 = Bomb.E + 111, s112 = Bomb.E + 112, s113 = Bomb.E + 113, s114 = Bomb.E + 114, s115 = Bomb.E + 115, s116 = Bomb.E + 116, s117 = Bomb.E + 117, s118 = Bomb.E + 118, s119 = Bomb.E + 119;
	static final String s120 = Bomb.E + 120, s121 = Bomb.E + 121, s122 = Bomb.E + 122, s123 = Bomb.E + 123, s124 = Bomb.E + 124, s125 = Bomb.E + 125, s126 = Bomb.E + 126, s127 = Bomb.E + 127, s128 = Bomb.E + 128, s129 = Bomb.E + 129;
	static final String s130 = Bomb.E + 130, s131 = Bomb.E + 131, s132 = Bomb.E + 132, s133 = Bomb.E + 133, s134 = Bomb.E + 134, s135 = Bomb.E + 135, s136 = Bomb.E + 136, s137 = Bomb.E + 137, s138 = Bomb.E + 138, s139 = Bomb.E + 139;
	static final String s140 = Bomb.E + 140, s141 = Bomb.E + 141, s142 = Bomb.E + 142, s143 = Bomb.E + 143, s144 = Bomb.E + 144, s145 = Bomb.E + 145, s146 = Bomb.E + 146, s147 = Bomb.E + 147, s148 = Bomb.E + 148, s149 = Bomb.E + 149;
	static final String s150 = Bomb.E + 150, s151 = Bomb.E + 151, s152 = Bomb.E + 152, s153 = Bomb.E + 153, s154 = Bomb.E + 154, s155 = Bomb.E + 155, s156 = Bomb.E + 156, s157 = Bomb.E + 157, s158 = Bomb.E + 158, s159 = Bomb.E + 159;
	static final String s160 = Bomb.E + 160, s161 = Bomb.E + 161, s162 = Bomb.E + 162, s163 = Bomb.E + 163, s164 = Bomb.E + 164, s165 = Bomb.E + 165, s166 = Bomb.E + 166, s167 = Bomb.E + 167, s168 = Bomb.E + 168, s169 = Bomb.E + 169;
	static final String s170 = Bomb.E + 170, s171 = Bomb.E + 171, s172 = Bomb.E + 172, s173 = Bomb.E + 173, s174 = Bomb.E + 174, s175 = Bomb.E + 175, s176 = Bomb.E + 176, s177 = Bomb.E + 177, s178 = Bomb.E + 178, s179 = Bomb.E + 179;
	static final String s180 = Bomb.E + 180, s181 = Bomb.E + 181, s182 = Bomb.E + 182, s183 = Bomb.E + 183, s184 = Bomb.E + 184, s185 = Bomb.E + 185, s186 = Bomb.E + 186, s187 = Bomb.E + 187, s188 = Bomb.E + 188, s189 = Bomb.E + 189;
	static final String s190 = Bomb.E + 190, s191 = Bomb.E + 191, s192 = Bomb.E + 192, s193 = Bomb.E + 193, s194 = Bomb.E + 194, s195 = Bomb.E + 195, s196 = Bomb.E + 196, s197 = Bomb.E + 197, s198 = Bomb.E + 198, s199 = Bomb.E + 199;
}
class Bomb5 {
	static final String s0 = Bomb.E + 0, s1 = Bomb.E + 1, s2 = Bomb.E + 2, s3 = Bomb.E + 3, s4 = Bomb.E + 4, s5 = Bomb.E + 5, s6 = Bomb.E + 6, s7 = Bomb.E + 7, s8 = Bomb.E + 8, s9 = Bomb.E + 9;
	static final String s10 = Bomb.E + 10, s11 = Bomb.E + 11, s12 = Bomb.E + 12, s13 = Bomb.E + 13, s14 = Bomb.E + 14, s15 = Bomb.E + 15, s16 = Bomb.E + 16, s17 = Bomb.E + 17, s18 = Bomb.E + 18, s19 = Bomb.E + 19;
	static final String s20 = Bomb.E + 20, s21 = Bomb.E + 21, s22 = Bomb.E + 22, s23 = Bomb.E + 23, s24 = Bomb.E + 24, s25 = Bomb.E + 25, s26 = Bomb.E + 26, s27 = Bomb.E + 27, s28 = Bomb.E + 28, s29 = Bomb.E + 29;
	static final String s30 = Bomb.E + 30, s31 = Bomb.E + 31, s32 = Bomb.E + 32, s33 = Bomb.E + 33, s34 = Bomb.E + 34, s35 = Bomb.E + 35, s36 = Bomb.E + 36, s37 = Bomb.E + 37, s38 = Bomb.E + 38, s39 = Bomb.E + 39;
	static final String s40 = Bomb.E + 40, s41 = Bomb.E + 41, s42 = Bomb.E + 42, s43 = Bomb.E + 43, s44 = Bomb.E + 44, s45 = Bomb.E + 45, s46 = Bomb.E + 46, s47 = Bomb.E + 47, s48 = Bomb.E + 48, s49 = Bomb.E + 49;
	static final String s50 = Bomb.E + 50, s51 = Bomb.E + 51, s52 = Bomb.E + 52, s53 = Bomb.E + 53, s54 = Bomb.E + 54, s55 = Bomb.E + 55, s56 = Bomb.E + 56, s57 = Bomb.E + 57, s58 = Bomb.E + 58, s59 = Bomb.E + 59;
	static final String s60 = Bomb.E + 60, s61 = Bomb.E + 61, s62 = Bomb.E + 62, s63 = Bomb.E + 63, s64 = Bomb.E + 64, s65 = Bomb.E + 65, s66 = Bomb.E + 66, s67 = Bomb.E + 67, s68 = Bomb.E + 68, s69 = Bomb.E + 69;
	static final String s70 = Bomb.E + 70, s71 = Bomb.E + 71, s72 = Bomb.E + 72, s73 = Bomb.E + 73, s74 = Bomb.E + 74, s75 = Bomb.E + 75, s76 = Bomb.E + 76, s77 = Bomb.E + 77, s78 = Bomb.E + 78, s79 = Bomb.E + 79;
	static final String s80 = Bomb.E + 80, s81 = Bomb.E + 81, s82 = Bomb.E + 82, s83 = Bomb.E + 83, s84 = Bomb.E + 84, s85 = Bomb.E + 85, s86 = Bomb.E + 86, s87 = Bomb.E + 87, s88 = Bomb.E + 88, s89 = Bomb.E + 89;
	static final String s90 = Bomb.E + 90, s91 = Bomb.E + 91, s92 = Bomb.E + 92, s93 = Bomb.E + 93, s94 = Bomb.E + 94, s95 = Bomb.E + 95, s96 = Bomb.E + 96, s97 = Bomb.E + 97, s98 = Bomb.E + 98, s99 = Bomb.E + 99;
	static final String s100 = Bomb.E + 100, s101 = Bomb.E + 101, s102 = Bomb.E + 102, s103 = Bomb.E + 103, s104 = Bomb.E + 104, s105 = Bomb.E + 105, s106 = Bomb.E + 106, s107 = Bomb.E + 107, s108 = Bomb.E + 108, s109 = Bomb.E + 109;
	static final String s110 = Bomb.E + 110, s111 = Bomb.E + 111, s112 = Bomb.E + 112, s113 = Bomb.E + 113, s114 = Bomb.E + 114, s115 = Bomb.E + 115, s116 = Bomb.E + 116, s117 = Bomb.E + 117, s118 = Bomb.E + 118, s119 = Bomb.E + 119;
	static final String s120 = Bomb.E + 120, s121 = Bomb.E + 121, s122 = Bomb.E + 122, s123 = Bomb.E + 123, s124 = Bomb.E + 124, s125 = Bomb.E + 125, s126 = Bomb.E + 126, s127 = Bomb.E + 127, s128 = Bomb.E + 128, s129 = Bomb.E + 129;
	static final String s130 = Bomb.E + 130, s131 = Bomb.E + 131, s132 = Bomb.E + 132, s133 = Bomb.E + 133, s134 = Bomb.E + 134, s135 = Bomb.E + 135, s136 = Bomb.E + 136, s137 = Bomb.E + 137, s138 = Bomb.E + 138, s139 = Bomb.E + 139;
	static final String s140 = Bomb.E + 140, s141 = Bomb.E + 141, s142 = Bomb.E + 142, s143 = Bomb.E + 143, s144 = Bomb.E + 144, s145 = Bomb.E + 145, s146 = Bomb.E + 146, s147 = Bomb.E + 147, s148 = Bomb.E + 148, s149 = Bomb.E + 149;
	static final String s150 = Bomb.E + 150, s151 = Bomb.E + 151, s152 = Bomb.E + 152, s153 = Bomb.E + 153, s154 = Bomb.E + 154, s155 = Bomb.E + 155, s156 = Bomb.E + 156, s157 = Bomb.E + 157, s158 = Bomb.E + 158, s159 = Bomb.E + 159;
	static final String s160 = Bomb.E + 160, s161 = Bomb.E + 161, s162 = Bomb.E + 162, s163 = Bomb.E + 163, s164 = Bomb.E + 164, s165 = Bomb.E + 165, s166 = Bomb.E + 166, s167 = Bomb.E + 167, s168 = Bomb.E + 168, s169 = Bomb.E + 169;
	static final String s170 = Bomb.E + 170, s171 = Bomb.E + 171, s172 = Bomb.E + 172, s173 = Bomb.E + 173, s174 = Bomb.E + 174, s175 = Bomb.E + 175, s176 = Bomb.E + 176, s177 = Bomb.E + 177, s178 = Bomb.E + 178, s179 = Bomb.E + 179;
	static final String s180 = Bomb.E + 180, s181 = Bomb.E + 181, s182 = Bomb.E + 182, s183 = Bomb.E + 183, s184 = Bomb.E + 184, s185 = Bomb.E + 185, s186 = Bomb.E + 186, s187 = Bomb.E + 187, s188 = Bomb.E + 188, s189 = Bomb.E + 189;
	static final String s190 = Bomb.E + 190, s191 = Bomb.E + 191, s192 = Bomb.E + 192, s193 = Bomb.E + 193, s194 = Bomb.E + 194, s195 = Bomb.E + 195, s196 = Bomb.E + 196, s197 = Bomb.E + 197, s198 = Bomb.E + 198, s199 = Bomb.E + 199;
}
class Bomb6 {
	static final String s0 = Bomb.E + 0, s1 = Bomb.E + 1, s2 = Bomb.E + 2, s3 = Bomb.E + 3, s4 = Bomb.E + 4, s5 = Bomb.E + 5, s6 = Bomb.E + 6, s7 = Bomb.E + 7, s8 = Bomb.E + 8, s9 = Bomb.E + 9;
	static final String s10 = Bomb.E + 10, s11 = Bomb.E + 11, s12 = Bomb.E + 12, s13 = Bomb.E + 13, s14 = Bomb.E + 14, s15 = Bomb.E + 15, s16 = Bomb.E + 16, s17 = Bomb.E + 17, s18 = Bomb.E + 18, s19 = Bomb.E + 19;
	static final String s20 = Bomb.E + 20, s21 = Bomb.E + 21, s22 = Bomb.E + 22, s23 = Bomb.E + 23, s24 = Bomb.E + 24, s25 = Bomb.E + 25, s26 = Bomb.E + 26, s27 = Bomb.E + 27, s28 = Bomb.E + 28, s29 = Bomb.E + 29;
	static final String s30 = Bomb.E + 30, s31 = Bomb.E + 31, s32 = Bomb.E + 32, s33 = Bomb.E + 33, s34 = Bomb.E + 34, s35 = Bomb.E + 35, s36 = Bomb.E + 36, s37 = Bomb.E + 37, s38 = Bomb.E + 38, s39 = Bomb.E + 39;
	static final String s40 = Bomb.E + 40, s41 = Bomb.E + 41, s42 = Bomb.E + 42, s43 = Bomb.E + 43, s44 = Bomb.E + 44, s45 = Bomb.E + 45, s46 = Bomb.E + 46, s47 = Bomb.E + 47, s48 = Bomb.E + 48, s49 = Bomb.E + 49;
	static final String s50 = Bomb.E + 50, s51 = Bomb.E + 51, s52 = Bomb.E + 52, s53 = Bomb.E + 53, s54 = Bomb.E + 54, s55 = Bomb.E + 55, s56 = Bomb.E + 56, s57 = Bomb.E + 57, s58 = Bomb.E + 58, s59 = Bomb.E + 59;
	static final String s60 = Bomb.E + 60, s61 = Bomb.E + 61, s62 = Bomb.E + 62, s63 = Bomb.E + 63, s64 = Bomb.E + 64, s65 = Bomb.E + 65, s66 = Bomb.E + 66, s67 = Bomb.E + 67, s68 = Bomb.E + 68, s69 = Bomb.E + 69;
	static final String s70 = Bomb.E + 70, s71 = Bomb.E + 71, s72 = Bomb.E + 72, s73 = Bomb.E + 73, s74 = Bomb.E + 74, s75 = Bomb.E + 75, s76 = Bomb.E + 76, s77 = Bomb.E + 77, s78 = Bomb.E + 78, s79 = Bomb.E + 79;
	static final String s80 = Bomb.E + 80, s81 = Bomb.E + 81, s82 = Bomb.E + 82, s83 = Bomb.E + 83, s84 = Bomb.E + 84, s85 = Bomb.E + 85, s86 = Bomb.E + 86, s87 = Bomb.E + 87, s88 = Bomb.E + 88, s89 = Bomb.E + 89;
	static final String s90 = Bomb.E + 90, s91 = Bomb.E + 91, s92 = Bomb.E + 92, s93 = Bomb.E + 93, s94 = Bomb.E + 94, s95 = Bomb.E + 95, s96 = Bomb.E + 96, s97 = Bomb.E + 97, s98 = Bomb.E + 98, s99 = Bomb.E + 99;
	static final String s100 = Bomb.E + 100, s101 = Bomb.E + 101, s102 = Bomb.E + 102, s103 = Bomb.E + 103, s104 = Bomb.E + 104, s105 = Bomb.E + 105, s106 = Bomb.E + 106, s107 = Bomb.E + 107, s108 = Bomb.E + 108, s109 = Bomb.E + 109;
	static final String s110 = Bomb.E + 110, s111 = Bomb.E + 111, s112 = Bomb.E + 112, s113 = Bomb.E + 113, s114 = Bomb.E + 114, s115 = Bomb.E + 115, s116 = Bomb.E + 116, s117 = Bomb.E + 117, s118 = Bomb.E + 118, s119 = Bomb.E + 119;
	static final String s120 = Bomb.E + 120, s121 = Bomb.E + 121, s122 = Bomb.E + 122, s123 = Bomb.E + 123, s124 = Bomb.E + 124, s125 = Bomb.E + 125, s126 = Bomb.E + 126, s127 = Bomb.E + 127, s128 = Bomb.E + 128, s129 = Bomb.E + 129;
	static final String s130 = Bomb.E + 130, s131 = Bomb.E + 131, s132 = Bomb.E + 132, s133 = Bomb.E + 133, s134 = Bomb.E + 134, s135 = Bomb.E + 135, s136 = Bomb.E + 136, s137 = Bomb.E + 137, s138 = Bomb.E + 138, s139 = Bomb.E + 139;
	static final String s140 = Bomb.E + 140, s141 = Bomb.E + 141, s142 = Bomb.E + 142, s143 = Bomb.E + 143, s144 = Bomb.E + 144, s145 = Bomb.E + 145, s146 = Bomb.E + 146, s147 = Bomb.E + 147, s148 = Bomb.E + 148, s149 = Bomb.E + 149;
	static final String s150 = Bomb.E + 150, s151 = Bomb.E + 151, s152 = Bomb.E + 152, s153 = Bomb.E + 153, s154 = Bomb.E + 154, s155 = Bomb.E + 155, s156 = Bomb.E + 156, s157 = Bomb.E + 157, s158 = Bomb.E + 158, s159 = Bomb.E + 159;
	static final String s160 = Bomb.E + 160, s161 = Bomb.E + 161, s162 = Bomb.E + 162, s163 = Bomb.E + 163, s164 = Bomb.E + 164, s165 = Bomb.E + 165, s166 = Bomb.E + 166, s167 = Bomb.E + 167, s168 = Bomb.E + 168, s169 = Bomb.E + 169;
	static final String s170 = Bomb.E + 170, s171 = Bomb.E + 171, s172 = Bomb.E + 172, s173 = Bomb.E + 173, s174 = Bomb.E + 174, s175 = Bomb.E + 175, s176 = Bomb.E + 176, s177 = Bomb.E + 177, s178 = Bomb.E + 178, s179 = Bomb.E + 179;
	static final String s180 = Bomb.E + 180, s181 = Bomb.E + 181, s182 = Bomb.E + 182, s183 = Bomb.E + 183, s184 = Bomb.E + 184, s185 = Bomb.E + 185, s186 = Bomb.E + 186, s187 = Bomb.E + 187, s188 = Bomb.E + 188, s189 = Bomb.E + 189;
	static final String s190 = Bomb.E + 190, s191 = Bomb.E + 191, s192 = Bomb.E + 192, s193 = Bomb.E + 193, s194 = Bomb.E + 194, s195 = Bomb.E + 195, s196 = Bomb.E + 196, s197 = Bomb.E + 197, s198 = Bomb.E + 198, s199 = Bomb.E + 199;
}
class Bomb7 {
	static final String s0 = Bomb.E + 0, s1 = Bomb.E + 1, s2 = Bomb.E + 2, s3 = Bomb.E + 3, s4 = Bomb.E + 4, s5 = Bomb.E + 5, s6 = Bomb.E + 6, s7 = Bomb.E + 7, s8 = Bomb.E + 8, s9 = Bomb.E + 9;
	static final String s10 = Bomb.E + 10, s11 = Bomb.E + 11, s12 = Bomb.E + 12, s13 = Bomb.E + 13, s14 = Bomb.E + 14, s15 = Bomb.E + 15, s16 = Bomb.E + 16, s17 = Bomb.E + 17, s18 = Bomb.E + 18, s19 = Bomb.E + 19;
	static final String s20 = Bomb.E + 20, s21 = Bomb.E + 21, s22 = Bomb.E + 22, s23 = Bomb.E + 23, s24 = Bomb.E + 24, s25 = Bomb.E + 25, s26 = Bomb.E + 26, s27 = Bomb.E + 27, s28 = Bomb.E + 28, s29 = Bomb.E + 29;
	static final String s30 = Bomb.E + 30, s31 = Bomb.E + 31, s32 = Bomb.E + 32, s33 = Bomb.E + 33, s34 = Bomb.E + 34, s35 = Bomb.E + 35, s36 = Bomb.E + 36, s37 = Bomb.E + 37, s38 = Bomb.E + 38, s39 = Bomb.E + 39;
	static final String s40 = Bomb.E + 40, s41 = Bomb.E + 41, s42 = Bomb.E + 42, s43 = Bomb.E + 43, s44 = Bomb.E + 44, s45 = Bomb.E + 45, s46 = Bomb.E + 46, s47 = Bomb.E + 47, s48 = Bomb.E + 48, s49 = Bomb.E + 49;
	static final String s50 = Bomb.E + 50, s51 = Bomb.E + 51, s52 = Bomb.E + 52, s53 = Bomb.E + 53, s54 = Bomb.E + 54, s55 = Bomb.E + 55, s56 = Bomb.E + 56, s57 = Bomb.E + 57, s58 = Bomb.E + 58, s59 = Bomb.E + 59;
	static final String s60 = Bomb.E + 60, s61 = Bomb.E + 61, s62 = Bomb.E + 62, s63 = Bomb.E + 63, s64 = Bomb.E + 64, s65 = Bomb.E + 65, s66 = Bomb.E + 66, s67 = Bomb.E + 67, s68 = Bomb.E + 68, s69 = Bomb.E + 69;
	static final String s70 = Bomb.E + 70, s71 = Bomb.E + 71, s72 = Bomb.E + 72, s73 = Bomb.E + 73, s74 = Bomb.E + 74, s75 = Bomb.E + 75, s76 = Bomb.E + 76, s77 = Bomb.E + 77, s78 = Bomb.E + 78, s79 = Bomb.E + 79;
	static final String s80 = Bomb.E + 80, s81 = Bomb.E + 81, s82 = Bomb.E + 82, s83 = Bomb.E + 83, s84 = Bomb.E + 84, s85 = Bomb.E + 85, s86 = Bomb.E + 86, s87 = Bomb.E + 87, s88 = Bomb.E + 88, s89 = Bomb.E + 89;
	static final String s90 = Bomb.E + 90, s91 = Bomb.E + 91, s92 = Bomb.E + 92, s93 = Bomb.E + 93, s94 = Bomb.E + 94, s95 = Bomb.E + 95, s96 = Bomb.E + 96, s97 = Bomb.E + 97, s98 = Bomb.E + 98, s99 = Bomb.E + 99;
	static final String s100 = Bomb.E + 100, s101 = Bomb.E + 101, s102 = Bomb.E + 102, s103 = Bomb.E + 103, s104 = Bomb.E + 104, s105 = Bomb.E + 105, s106 = Bomb.E + 106, s107 = Bomb.E + 107, s108 = Bomb.E + 108, s109 = Bomb.E + 109;
	static final String s110 = Bomb.E + 110, s111 = Bomb.E + 111, s112 = Bomb.E + 112, s113 = Bomb.E + 113, s114 = Bomb.E + 114, s115 = Bomb.E + 115, s116 = Bomb.E + 116, s117 = Bomb.E + 117, s118 = Bomb.E + 118, s119 = Bomb.E + 119;
	static final String s120 = Bomb.E + 120, s121 = Bomb.E + 121, s122 = Bomb.E + 122, s123 = Bomb.E + 123, s124 = Bomb.E + 124, s125 = Bomb.E + 125, s126 = Bomb.E + 126, s127 = Bomb.E + 127, s128 = Bomb.E + 128, s129 = Bomb.E + 129;
	static final String s130 = Bomb.E + 130, s131 = Bomb.E + 131, s132 = Bomb.E + 132, s133 = Bomb.E + 133, s134 = Bomb.E + 134, s135 = Bomb.E + 135, s136 = Bomb.E + 136, s137 = Bomb.E + 137, s138 = Bomb.E + 138, s139 = Bomb.E + 139;
	static final String s140 = Bomb.E + 140, s141 = Bomb.E + 141, s142 = Bomb.E + 142, s143 = Bomb.E + 143, s144 = Bomb.E + 144, s145 = Bomb.E + 145, s146 = Bomb.E + 146, s147 = Bomb.E + 147, s148 = Bomb.E + 148, s149 = Bomb.E + 149;
	static final String s150 = Bomb.E + 150, s151 = Bomb.E + 151, s152 = Bomb.E + 152, s153 = Bomb.E + 153, s154 = Bomb.E + 154, s155 = Bomb.E + 155, s156 = Bomb.E + 156, s157 = Bomb.E + 157, s158 = Bomb.E + 158, s159 = Bomb.E + 159;
	static final String s160 = Bomb.E + 160, s161 = Bomb.E + 161, s162 = Bomb.E + 162, s163 = Bomb.E + 163, s164 = Bomb.E + 164, s165 = Bomb.E + 165, s166 = Bomb.E + 166, s167 = Bomb.E + 167, s168 = Bomb.E + 168, s169 = Bomb.E + 169;
	static final String s170 = Bomb.E + 170, s171 = Bomb.E + 171, s172 = Bomb.E + 172, s173 = Bomb.E + 173, s174 = Bomb.E + 174, s175 = Bomb.E + 175, s176 = Bomb.E + 176, s177 = Bomb.E + 177, s178 = Bomb.E + 178, s179 = Bomb.E + 179;
	static final String s180 = Bomb.E + 180, s181 = Bomb.E + 181, s182 = Bomb.E + 182, s183 = Bomb.E + 183, s184 = Bomb.E + 184, s185 = Bomb.E + 185, s186 = Bomb.E + 186, s187 = Bomb.E + 187, s188 = Bomb.E + 188, s189 = Bomb.E + 189;
	static final String s190 = Bomb.E + 190, s191 = Bomb.E + 191, s192 = Bomb.E + 192, s193 = Bomb.E + 193, s194 = Bomb.E + 194, s195 = Bomb.E + 195, s196 = Bomb.E + 196, s197 = Bomb.E + 197, s198 = Bomb.E + 198, s199 = Bomb.E + 199;
}
class Bomb8 {
	static final String s0 = Bomb.E + 0, s1 = Bomb.E + 1, s2 = Bomb.E + 2, s3 = Bomb.E + 3, s4 = Bomb.E + 4, s5 = Bomb.E + 5, s6 = Bomb.E + 6, s7 = Bomb.E + 7, s8 = Bomb.E + 8, s9 = Bomb.E + 9;
	static final String s10 = Bomb.E + 10, s11 = Bomb.E + 11, s12 = Bomb.E + 12, s13 = Bomb.E + 13, s14 = Bomb.E + 14, s15 = Bomb.E + 15, s16 = Bomb.E + 16, s17 = Bomb.E + 17, s18 = Bomb.E + 18, s19 = Bomb.E + 19;
	static final String s20 = Bomb.E + 20, s21 = Bomb.E + 21, s22 = Bomb.E + 22, s23 = Bomb.E + 23, s24 = Bomb.E + 24, s25 = Bomb.E + 25, s26 = Bomb.E + 26, s27 = Bomb.E + 27, s28 = Bomb.E + 28, s29 = Bomb.E + 29;
	static final String s30 = Bomb.E + 30, s31 = Bomb.E + 31, s32 = Bomb.E + 32, s33 = Bomb.E + 33, s34 = Bomb.E + 34, s35 = Bomb.E + 35, s36 = Bomb.E + 36, s37 = Bomb.E + 37, s38 = Bomb.E + 38, s39 = Bomb.E + 39;
	static final String s40 = Bomb.E + 40, s41 = Bomb.E + 41, s42 = Bomb.E + 42, s43 = Bomb.E + 43, s44 = Bomb.E + 44, s45 = Bomb.E + 45, s46 = Bomb.E + 46, s47 = Bomb.E + 47, s48 = Bomb.E + 48, s49 = Bomb.E + 49;
	static final String s50 = Bomb.E + 50, s51 = Bomb.E + 51, s52 = Bomb.E + 52, s53 = Bomb.E + 53, s54 = Bomb.E + 54, s55 = Bomb.E + 55, s56 = Bomb.E + 56, s57 = Bomb.E + 57, s58 = Bomb.E + 58, s59 = Bomb.E + 59;
	static final String s60 = Bomb.E + 60, s61 = Bomb.E + 61, s62 = Bomb.E + 62, s63 = Bomb.E + 63, s64 = Bomb.E + 64, s65 = Bomb.E + 65, s66 = Bomb.E + 66, s67 = Bomb.E + 67, s68 = Bomb.E + 68, s69 = Bomb.E + 69;
	static final String s70 = Bomb.E + 70, s71 = Bomb.E + 71, s72 = Bomb.E + 72, s73 = Bomb.E + 73, s74 = Bomb.E + 74, s75 = Bomb.E + 75, s76 = Bomb.E + 76, s77 = Bomb.E + 77, s78 = Bomb.E + 78, s79 = Bomb.E + 79;
	static final String s80 = Bomb.E + 80, s81 = Bomb.E + 81, s82 = Bomb.E + 82, s83 = Bomb.E + 83, s84 = Bomb.E + 84, s85 = Bomb.E + 85, s86 = Bomb.E + 86, s87 = Bomb.E + 87, s88 = Bomb.E + 88, s89 = Bomb.E + 89;
	static final String s90 = Bomb.E + 90, s91 = Bomb.E + 91, s92 = Bomb.E + 92, s93 = Bomb.E + 93, s94 = Bomb.E + 94, s95 = Bomb.E + 95, s96 = Bomb.E + 96, s97 = Bomb.E + 97, s98 = Bomb.E + 98, s99 = Bomb.E + 99;
	static final String s100 = Bomb.E + 100, s101 = Bomb.E + 101, s102 = Bomb.E + 102, s103 = Bomb.E + 103, s104 = Bomb.E + 104, s105 = Bomb.E + 105, s106 = Bomb.E + 106, s107 = Bomb.E + 107, s108 = Bomb.E + 108, s109 = Bomb.E + 109;
	static final String s110 = Bomb.E + 110, s111 = Bomb.E + 111, s112 = Bomb.E + 112, s113 = Bomb.E + 113, s114 = Bomb.E + 114, s115 = Bomb.E + 115, s116 = Bomb.E + 116, s117 = Bomb.E + 117, s118 = Bomb.E + 118, s119 = Bomb.E + 119;
	static final String s120 = Bomb.E + 120, s121 = Bomb.E + 121, s122 = Bomb.E + 122, s123 = Bomb.E + 123, s124 = Bomb.E + 124, s125 = Bomb.E + 125, s126 = Bomb.E + 126, s127 = Bomb.E + 127, s128 = Bomb.E + 128, s129 = Bomb.E + 129;
	static final String s130 = Bomb.E + 130, s131 = Bomb.E + 131, s132 = Bomb.E + 132, s133 = Bomb.E + 133, s134 = Bomb.E + 134, s135 = Bomb.E + 135, s136 = Bomb.E + 136, s137 = Bomb.E + 137, s138 = Bomb.E + 138, s139 = Bomb.E + 139;
	static final String s140 = Bomb.E + 140, s141 = Bomb.E + 141, s142 = Bomb.E + 142, s143 = Bomb.E + 143, s144 = Bomb.E + 144, s145 = Bomb.E + 145, s146 = Bomb.E + 146, s147 = Bomb.E + 147, s148 = Bomb.E + 148, s149 = Bomb.E + 149;
	static final String s150 = Bomb.E + 150, s151 = Bomb.E + 151, s152 = Bomb.E + 152, s153 = Bomb.E + 153, s154 = Bomb.E + 154, s155 = Bomb.E + 155, s156 = Bomb.E + 156, s157 = Bomb.E + 157, s158 = Bomb.E + 158, s159 = Bomb.E + 159;
	static final String s160 = Bomb.E + 160, s161 = Bomb.E + 161, s162 = Bomb.E + 162, s163 = Bomb.E + 163, s164 = Bomb.E + 164, s165 = Bomb.E + 165, s166 = Bomb.E + 166, s167 = Bomb.E + 167, s168 = Bomb.E + 168, s169 = Bomb.E + 169;
	static final String s170 = Bomb.E + 170, s171 = Bomb.E + 171, s172 = Bomb.E + 172, s173 = Bomb.E + 173, s174 = Bomb.E + 174, s175 = Bomb.E + 175, s176 = Bomb.E + 176, s177 = Bomb.E + 177, s178 = Bomb.E + 178, s179 = Bomb.E + 179;
	static final String s180 = Bomb.E + 180, s181 = Bomb.E + 181, s182 = Bomb.E + 182, s183 = Bomb.E + 183, s184 = Bomb.E + 184, s185 = Bomb.E + 185, s186 = Bomb.E + 186, s187 = Bomb.E + 187, s188 = Bomb.E + 188, s189 = Bomb.E + 189;
	static final String s190 = Bomb.E + 190, s191 = Bomb.E + 191, s192 = Bomb.E + 192, s193 = Bomb.E + 193, s194 = Bomb.E + 194, s195 = Bomb.E + 195, s196 = Bomb.E + 196, s197 = Bomb.E + 197, s198 = Bomb.E + 198, s199 = Bomb.E + 199;
}
class Bomb9 {
	static final String s0 = Bomb.E + 0, s1 = Bomb.E + 1, s2 = Bomb.E + 2, s3 = Bomb.E + 3, s4 = Bomb.E + 4, s5 = Bomb.E + 5, s6 = Bomb.E + 6, s7 = Bomb.E + 7, s8 = Bomb.E + 8, s9 = Bomb.E + 9;
	static final String s10 = Bomb.E + 10, s11 = Bomb.E + 11, s12 = Bomb.E + 12, s13 = Bomb.E + 13, s14 = Bomb.E + 14, s15 = Bomb.E + 15, s16 = Bomb.E + 16, s17 = Bomb.E + 17, s18 = Bomb.E + 18, s19 = Bomb.E + 19;
	static final String s20 = Bomb.E + 20, s21 = Bomb.E + 21, s22 = Bomb.E + 22, s23 = Bomb.E + 23, s24 = Bomb.E + 24, s25 = Bomb.E + 25, s26 = Bomb.E + 26, s27 = Bomb.E + 27, s28 = Bomb.E + 28, s29 = Bomb.E + 29;
	static final String s30 = Bomb.E + 30, s31 = Bomb.E + 31, s32 = Bomb.E + 32, s33 = Bomb.E + 33, s34 = Bomb.E + 34, s35 = Bomb.E + 35, s36 = Bomb.E + 36, s37 = Bomb.E + 37, s38 = Bomb.E + 38, s39 = Bomb.E + 39;
	static final String s40 = Bomb.E + 40, s41 = Bomb.E + 41, s42 = Bomb.E + 42, s43 = Bomb.E + 43, s44 = Bomb.E + 44, s45 = Bomb.E + 45, s46 = Bomb.E + 46, s47 = Bomb.E + 47, s48 = Bomb.E + 48, s49 = Bomb.E + 49;
	static final String s50 = Bomb.E + 50, s51 = Bomb.E + 51, s52 = Bomb.E + 52, s53 = Bomb.E + 53, s54 = Bomb.E + 54, s55 = Bomb.E + 55, s56 = Bomb.E + 56, s57 = Bomb.E + 57, s58 = Bomb.E + 58, s59 = Bomb.E + 59;
	static final String s60 = Bomb.E + 60, s61 = Bomb.E + 61, s62 = Bomb.E + 62, s63 = Bomb.E + 63, s64 = Bomb.E + 64, s65 = Bomb.E + 65, s66 = Bomb.E + 66, s67 = Bomb.E + 67, s68 = Bomb.E + 68, s69 = Bomb.E + 69;
	static final String s70 = Bomb.E + 70, s71 = Bomb.E + 71, s72 = Bomb.E + 72, s73 = Bomb.E + 73, s74 = Bomb.E + 74, s75 = Bomb.E + 75, s76 = Bomb.E + 76, s77 = Bomb.E + 77, s78 = Bomb.E + 78, s79 = Bomb.E + 79;
	static final String s80 = Bomb.E + 80, s81 = Bomb.E + 81, s82 = Bomb.E + 82, s83 = Bomb.E + 83, s84 = Bomb.E + 84, s85 = Bomb.E + 85, s86 = Bomb.E + 86, s87 = Bomb.E + 87, s88 = Bomb.E + 88, s89 = Bomb.E + 89;
	static final String s90 = Bomb.E + 90, s91 = Bomb.E + 91, s92 = Bomb.E + 92, s93 = Bomb.E + 93, s94 = Bomb.E + 94, s95 = Bomb.E + 95, s96 = Bomb.E + 96, s97 = Bomb.E + 97, s98 = Bomb.E + 98, s99 = Bomb.E + 99;
	static final String s100 = Bomb.E + 100, s101 = Bomb.E + 101, s102 = Bomb.E + 102, s103 = Bomb.E + 103, s104 = Bomb.E + 104, s105 = Bomb.E + 105, s106 = Bomb.E + 106, s107 = Bomb.E + 107, s108 = Bomb.E + 108, s109 = Bomb.E + 109;
	static final String s110 = Bomb.E + 110, s111 = Bomb.E + 111, s112 = Bomb.E + 112, s113 = Bomb.E + 113, s114 = Bomb.E + 114, s115 = Bomb.E + 115, s116 = Bomb.E + 116, s117 = Bomb.E + 117, s118 = Bomb.E + 118, s119 = Bomb.E + 119;
	static final String s120 = Bomb.E + 120, s121 = Bomb.E + 121, s122 = Bomb.E + 122, s123 = Bomb.E + 123, s124 = Bomb.E + 124, s125 = Bomb.E + 125, s126 = Bomb.E + 126, s127 = Bomb.E + 127, s128 = Bomb.E + 128, s129 = Bomb.E + 129;
	static final String s130 = Bomb.E + 130, s131 = Bomb.E + 131, s132 = Bomb.E + 132, s133 = Bomb.E + 133, s134 = Bomb.E + 134, s135 = Bomb.E + 135, s136 = Bomb.E + 136, s137 = Bomb.E + 137, s138 = Bomb.E + 138, s139 = Bomb.E + 139;
	static final String s140 = Bomb.E + 140, s141 = Bomb.E + 141, s142 = Bomb.E + 142, s143 = Bomb.E + 143, s144 = Bomb.E + 144, s145 = Bomb.E + 145, s146 = Bomb.E + 146, s147 = Bomb.E + 147, s148 = Bomb.E + 148, s149 = Bomb.E + 149;
	static final String s150 = Bomb.E + 150, s151 = Bomb.E + 151, s152 = Bomb.E + 152, s153 = Bomb.E + 153, s154 = Bomb.E + 154, s155 = Bomb.E + 155, s156 = Bomb.E + 156, s157 = Bomb.E + 157, s158 = Bomb.E + 158, s159 = Bomb.E + 159;
	static final String s160 = Bomb.E + 160, s161 = Bomb.E + 161, s162 = Bomb.E + 162, s163 = Bomb.E + 163, s164 = Bomb.E + 164, s165 = Bomb.E + 165, s166 = Bomb.E + 166, s167 = Bomb.E + 167, s168 = Bomb.E + 168, s169 = Bomb.E + 169;
	static final String s170 = Bomb.E + 170, s171 = Bomb.E + 171, s172 = Bomb.E + 172, s173 = Bomb.E + 173, s174 = Bomb.E + 174, s175 = Bomb.E + 175, s176 = Bomb.E + 176, s177 = Bomb.E + 177, s178 = Bomb.E + 178, s179 = Bomb.E + 179;
	static final String s180 = Bomb.E + 180, s181 = Bomb.E + 181, s182 = Bomb.E + 182, s183 = Bomb.E + 183, s184 = Bomb.E + 184, s185 = Bomb.E + 185, s186 = Bomb.E + 186, s187 = Bomb.E + 187, s188 = Bomb.E + 188, s189 = Bomb.E + 189;
	static final String s190 = Bomb.E + 190, s191 = Bomb.E + 191, s192 = Bomb.E + 192, s193 = Bomb.E + 193, s194 = Bomb.E + 194, s195 = Bomb.E + 195, s196 = Bomb.E + 196, s197 = Bomb.E + 197, s198 = Bomb.E + 198, s199 = Bomb.E + 199;
}
class Solution {
	public int findMinStep(String board, String hand) {
		return Bomb0.s0.length() + Bomb9.s199.length() > 0 ? -1 : 0;
	}
}
