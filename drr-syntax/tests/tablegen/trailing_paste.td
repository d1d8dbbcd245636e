// A trailing `#` before `;` pastes an empty string (ROCDL's `let summary = "… to two " # largeT.name #;`): the value becomes a string, and a list stays a list.
class Named<string n> { string name = n; }
def Big : Named<"f32">;
class Scaled<string small, Named large> { string summary = "Scaled convert two " # small # " to two " # large.name #; }
def S : Scaled<"fp8", Big>;
def I { string s = 3 #; list<int> l = [3] #; }
def T # "x" #;
