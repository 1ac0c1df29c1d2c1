// The words of commands, per language: the data the parser (parse-command.ts) reads. Written
// compactly: `phrases('a b|c')` is a list of phrases, `words('a b c')` a set of words. Every
// entry is in the words of normalize-command.ts (lower case, no accents, "#3" a position).

import type { CommandLanguage, Destination } from '../../lib/commands.ts';

const phrases = (text: string) =>
  text
    .split('|')
    .map((phrase) => phrase.trim().replace(/\s+/g, ' '))
    .filter(Boolean);
const words = (text: string): ReadonlySet<string> => new Set(text.split(/\s+/).filter(Boolean));

/** A cue (any of the phrases) and the other words a command of that kind may carry. */
export interface Cue {
  cue: string[];
  allowed: ReadonlySet<string>;
}

export interface Frame {
  phrase: string;
  need?: boolean;
  question?: boolean;
  /** A question about how or what ("how do I", "¿qué es?"): answered by the guides. */
  how?: boolean;
}

export interface Vocabulary {
  /** Hesitations and greetings said anywhere: never part of a command. */
  fillers: ReadonlySet<string>;
  /** What a command is wrapped in, said before it (longest first wins). */
  leading: readonly Frame[];
  trailing: readonly string[];
  /** Words that carry no meaning of their own in any command. */
  stopwords: ReadonlySet<string>;
  stopListening: Cue;
  signOut: Cue;
  signIn: Cue;
  help: Cue & { alone: string[] };
  print: Cue;
  /**
   * A guide in another format: an e-book, plain text or large print. "Large print" and "text"
   * alone are the screen's display ("large print" makes the text bigger); they ask for a file
   * only with an anchor: a word of getting or keeping a file ("download", "PDF", "copy").
   */
  download: {
    epub: string[];
    text: string[];
    /** Said with an anchor only: "text" alone is the screen's. */
    textWithAnchor: string[];
    largePrint: string[];
    /** The larger of the two sizes: "24 point", "the biggest". */
    biggest: string[];
    anchors: ReadonlySet<string>;
    allowed: ReadonlySet<string>;
  };
  language: { allowed: ReadonlySet<string> };
  display: {
    highContrast: string[];
    largeText: string[];
    smallText: string[];
    normal: string[];
    on: ReadonlySet<string>;
    off: ReadonlySet<string>;
    allowed: ReadonlySet<string>;
  };
  read: Cue;
  next: Cue;
  previous: Cue;
  map: { show: string[]; hide: string[]; list: string[]; allowed: ReadonlySet<string> };
  radius: { allowed: ReadonlySet<string> };
  call: Cue;
  openResult: Cue;
  trials: Cue;
  guides: Cue & { how: string[] };
  destinations: { phrases: [string, Destination][]; allowed: ReadonlySet<string> };
  back: Cue;
  category: Cue;
  find: { verbs: ReadonlySet<string>; anchors: string[]; allowed: ReadonlySet<string> };
  /** Words heard wrongly by speech recognition, and what was meant (tried second). */
  slips: Record<string, string>;
}

const frames = (need: boolean, question: boolean, text: string, how = false): Frame[] =>
  phrases(text).map((phrase) => ({ phrase, need, question, how }));

export const VOCABULARY: Record<CommandLanguage, Vocabulary> = {
  en: {
    fillers: words('um umm uh uhh er erm hmm hey hi hello ok oh'),
    leading: [
      ...frames(
        false,
        false,
        `please|okay|so|well|alright|all right|now|and|then|can you|could you|would you|will you|
        can you please|could you please|would you please|would you mind|would you be able to|
        are you able to|is it possible to|go ahead and|just|quickly|try to|lets|let us|let me|
        i said|computer|assistant|kindly|excuse me|pardon me|sorry|id appreciate it if you could|
        i would appreciate it if you could|id appreciate it if you would|id appreciate|
        i would appreciate|if you could|if you would|yes|yeah|right|actually|how about|what about|
        can we|could we|im done|i am done|ok so|please just|and then|also`,
      ),
      ...frames(
        true,
        false,
        `i want to|i wanna|i would like to|id like to|i need to|i have to|i gotta|i got to|i wish to|
        i am trying to|im trying to|i am looking to|im looking to|i want|i need|i would like|id like|
        help me|help me to|can you help me|could you help me|please help me|i would love to|
        id love to|i am looking for|im looking for|looking for|we need|we need to|we want to|
        were looking for|we are looking for|i would rather|id rather|id prefer|i prefer|
        id be interested in|i would be interested in|im interested in|i am interested in|
        i really need|i really need to|i really want to|i would really like to|i just want to|
        i want to know|id like to know|he wants to|she wants to|he needs|she needs|
        my wife needs|my husband needs|my mom needs|my mother needs|my dad needs|my son needs|
        my daughter needs|id like you to|i want you to|i need you to|i would like you to`,
      ),
      ...frames(
        false,
        true,
        `where can i|where do i|where can we|where would i|can i|could i|may i|is there|are there|
        is there a way to|is there any|are there any|do you have|do you know|do you know of|
        do you know any|can you tell me|can you show me|where are|where is|wheres|where are the|
        what are|do you|any|is it possible|how do i get to|does anyone|is anyone|whos|who`,
      ),
      ...frames(
        false,
        true,
        `how do i|how do you|how to|how can i|how should i|what is|whats|what does|what are the|
        what are|how does`,
        true,
      ),
    ],
    trailing: phrases(
      `please|for me|now|right now|thanks|thank you|thank you very much|if you can|if you could|
      if possible|ok|okay|real quick|quickly|pls|plz|pleas|again|please thanks|maybe`,
    ),
    stopwords: words(
      `the a an to please my me this that it its now up some any all just also can you i we us
      our your go ahead and would could will is are be thanks thank so ok okay then here there
      again real quick quickly little bit maybe actually want wanna need id im ill lets let
      do does of on pls plz what whats how where which one ones them those these`,
    ),
    stopListening: {
      cue: phrases(
        `stop listening|quit listening|stop voice|voice off|turn off voice|turn off the voice|
        turn voice off|turn off the microphone|turn off microphone|turn off the mic|turn off mic|
        turn the mic off|turn the microphone off|mic off|microphone off|stop the microphone|
        stop the mic|close the mic|close the microphone|mute|be quiet|shut up|stop reading|
        stop talking|stop|quiet|silence|dont listen|stop dictation|stop voice control|
        stop voice commands|turn off voice commands|turn off voice control|disable voice|
        go to sleep|thats all|no more listening|stop hearing me|stop listening to me`,
      ),
      allowed: words('voice control commands now listening mic microphone please for off'),
    },
    signOut: {
      cue: phrases(
        `sign out|log out|logout|signout|log off|logoff|sign off|sign me out|log me out|log me off|
        sign me off`,
      ),
      allowed: words('me of my account the site website page app from out now please done'),
    },
    signIn: {
      cue: phrases(
        `sign in|log in|login|signin|log on|logon|sign on|sign into|log into|sign me in|log me in|
        log me into|sign me into`,
      ),
      allowed: words('me my account to into the site website page app in now please'),
    },
    help: {
      cue: phrases(
        `what can i say|what can i do|what should i say|what do i say|what can you do|
        what do you do|what are the commands|what are my options|what are the options|what commands|
        which commands|list commands|list the commands|list of commands|show commands|voice commands|
        commands|command list|help page|help menu|how does this work|how do i use this|
        how do i use voice|what are my choices|what can you help with|what can you help me with|
        what i can say|instructions|what can i ask|what things can i say|what do you understand|
        my options`,
      ),
      allowed: words(
        `show tell list read give open commands command all available the there me can i say do
        voice with here options use know help what`,
      ),
      alone: phrases('help|help me|help help|options|menu'),
    },
    download: {
      epub: phrases(
        `e book|ebook|e books|ebooks|epub|e pub|electronic book|digital book|
        book for my reader`,
      ),
      text: phrases(
        `plain text|text file|text files|txt|text only|only text|just the text|just text|
        text version|text format|simple text|braille display|braille reader|braille notetaker|
        braille note taker|notetaker|note taker|refreshable braille|just the words|words only|
        the words only`,
      ),
      textWithAnchor: phrases('text'),
      largePrint: phrases(
        `large print|big print|larger print|bigger print|large type|big type|larger type|
        large letters|big letters|large font|big font|large text|big text|largest print|
        biggest print|giant print|extra large print|extra large|24 point|24 pt|24 points|
        18 point|18 pt|18 points`,
      ),
      biggest: phrases(
        `24 point|24 pt|24 points|24|biggest|largest|as big as it goes|as big as possible|
        extra large|giant|huge`,
      ),
      anchors: words(
        `download downloaded downloading downloads save saved send email export pdf file copy
        copies version edition document print printed printout printable format guide article`,
      ),
      allowed: words(
        `download downloaded downloading downloads save send email export pdf file copy version
        edition document format print printed printable get give want need like would could can
        make turn put have as a an the this that it in into to me my for of please you i guide
        article page one version do point pt 18 size with on so phone computer device kindle
        instead possible there is way how we our your mine also just only words braille display
        reader notetaker tablet ipad talking book app reading mom dad wife husband mother father
        grandmother grandfather son daughter needs wants`,
      ),
    },
    print: {
      cue: phrases(
        'print|printout|print out|printable|printer|printed|printing|prints|hard copy|paper copy',
      ),
      allowed: words(
        `guide page this article document copy version in out a it paper off make send to the give
        get pdf for`,
      ),
    },
    language: {
      allowed: words(
        `switch change set put use speak turn make translate show read display go back language site
        page website app everything into in to the version mode i prefer rather would like talk can
        we do it this all over please instead let lets me`,
      ),
    },
    display: {
      highContrast: phrases('high contrast|higher contrast|more contrast|contrast'),
      largeText: phrases(
        `larger text|bigger text|large text|big text|large print|bigger print|larger print|
        bigger letters|larger letters|letters larger|letters bigger|text bigger|text larger|
        font bigger|font larger|bigger font|larger font|zoom in|increase the text|increase text|
        increase the font|increase font size|make it bigger|words bigger|bigger words|
        text size up|larger type|bigger type|text is too small|letters are too small|larger|bigger`,
      ),
      smallText: phrases(
        `smaller text|small text|normal text|regular text|text smaller|smaller font|font smaller|
        smaller letters|letters smaller|zoom out|decrease the text|make it smaller|words smaller|
        text is too big|text too big|want it smaller|letters are too big|smaller`,
      ),
      normal: phrases(
        `normal display|default display|standard display|regular display|normal view|default view|
        regular view|normal colors|normal colours|regular colors|normal mode|default mode|
        reset the display|reset display|reset the screen|default settings|normal settings|
        back to normal|normal screen|regular screen|default colors|standard view|regular look|
        normal look|usual look|original display|original colors|how it was`,
      ),
      on: words('on enable activate start use'),
      off: words('off disable deactivate stop remove no'),
      allowed: words(
        `turn switch put set make the text font print mode display screen page view colors colours
        settings to on off please bit little lot more much size letters words up increase higher
        enable use it go back reset change could be any i cant read this too want things look get
        smaller bigger larger big small letters text`,
      ),
    },
    read: {
      cue: phrases(
        `read|read out|read aloud|read me|say the results|tell me the results|what are the results|
        what did you find|what did it find|what did we find|list the results|go through the results|
        go through the list|what results|what organizations|tell me what you found|
        hear the results|results|what you found|what came up|what did you get`,
      ),
      allowed: words(
        `results result list organizations organisations them all out aloud loud to me the out what
        found you have is are there did we get listings matches tell hear all #10 10 say find`,
      ),
    },
    next: {
      cue: phrases(
        `next|go forward|forward|skip ahead|skip|move on|following|keep going|continue|one after that|
        the one after|more results|see more`,
      ),
      allowed: words(
        `one result item organization organisation please go to the move on page read hear lets
        show see me more results that this`,
      ),
    },
    previous: {
      cue: phrases(
        `previous|go back one|back one|one before|before that|prior|last one|back up|go back a result`,
      ),
      allowed: words(
        `one result item organization organisation please go to the move back show me what was hear
        again read up back`,
      ),
    },
    map: {
      show: phrases('show the map|map view|map|on a map|on the map|the map'),
      hide: phrases(
        `hide the map|close the map|hide map|close map|no map|without the map|hide that map|
        dont want the map|get rid of the map|turn off the map`,
      ),
      list: phrases('list view|list|the list|a list'),
      allowed: words(
        `show open display see view me the map list go back to switch on a it them where are back
        please instead hide close just only results they put i rather that`,
      ),
    },
    radius: {
      allowed: words(
        `within inside up to set change the distance radius search look show miles away range make
        it expand widen increase reduce limit only in of around how about places something closer
        like i want farther further`,
      ),
    },
    call: {
      cue: phrases('call|dial|phone|ring|give a call|give them a call|get them on the phone'),
      allowed: words(
        `them it this one that the number result organization organisation item place please their
        up now on give a call`,
      ),
    },
    openResult: {
      cue: phrases(
        'open|select|choose|pick|show|go|more details|view|tell|take|see|about|details|info',
      ),
      allowed: words(
        `open select choose pick show go to the result number item organization organisation one
        option entry me more details detail about on view tell take info information please see`,
      ),
    },
    trials: {
      cue: phrases(
        'trials|trial|studies|study|research|clinical|experiments|experimental|trails|trail',
      ),
      allowed: words(
        `find search look for get show me locate clinical research study studies trial trials new
        any some recruiting open available enroll enrolling join participate in take part there are
        is on about near with list sign up check up interested doing people anyone who eye eyes
        vision`,
      ),
    },
    guides: {
      cue: phrases(
        `guides|guide|articles|article|information|info|tell me about|learn about|learn more about|
        read about|read up on|know more about|know about|explain|tips|teach me about|tell me a bout|
        understand`,
      ),
      how: phrases('how do i|how do you|how to|how can i|what is|whats|what does|what are'),
      allowed: words(
        `search find look for get show me read the a about on any some guide guides article articles
        information info for of tell learn more know to explain tips in up teach`,
      ),
    },
    destinations: {
      phrases: [
        ['home page', 'home'],
        ['homepage', 'home'],
        ['home', 'home'],
        ['start page', 'home'],
        ['front page', 'home'],
        ['beginning', 'home'],
        ['main page', 'dashboard'],
        ['dashboard', 'dashboard'],
        ['categories', 'dashboard'],
        ['category list', 'dashboard'],
        ['main menu', 'dashboard'],
        ['profile', 'profile'],
        ['account details', 'profile'],
        ['account settings', 'profile'],
        ['account information', 'profile'],
        ['my account', 'profile'],
        ['my details', 'profile'],
        ['my information', 'profile'],
        ['my info', 'profile'],
        ['personal information', 'profile'],
        // Before "list": "my saved list" is the person's list, not the map's.
        ['my list', 'my-list'],
        ['my saved list', 'my-list'],
        ['saved list', 'my-list'],
        ['saved items', 'my-list'],
        ['my saved items', 'my-list'],
        ['my saved', 'my-list'],
        ['things i saved', 'my-list'],
        ['what i saved', 'my-list'],
        ['my favorites', 'my-list'],
        ['favorites', 'my-list'],
        ['surveys', 'surveys'],
        ['survey', 'surveys'],
        ['questionnaire', 'surveys'],
        ['questionnaires', 'surveys'],
        ['my answers', 'surveys'],
        ['payments', 'payments'],
        ['payment', 'payments'],
        ['billing', 'payments'],
        ['bills', 'payments'],
        ['receipts', 'payments'],
        ['receipt', 'payments'],
        ['invoices', 'payments'],
        ['subscription', 'payments'],
        ['my plan', 'payments'],
        ['charges', 'payments'],
        ['paid', 'payments'],
      ],
      allowed: words(
        `go to take me bring back open show see view display my the page screen please check look
        at pull up get where is are history list of answers details settings information account
        all review responses filled out i what we have our wife husband wants return get`,
      ),
    },
    back: {
      cue: phrases(
        'go back|back|previous page|last page|page before|undo|return|get back|where i was',
      ),
      allowed: words(
        'go take me bring to the please where i was page one before last a get previous',
      ),
    },
    category: {
      cue: phrases(
        `open|go to|show|take me to|bring up|pull up|browse|see|view|look at|wheres|where is|
        category|section`,
      ),
      allowed: words('category section topic page the me to area about on i want look at'),
    },
    find: {
      verbs: words(
        `find search searching look looking locate get show give list need want recommend suggest
        know seeking seek contact reach connect offers offer provides provide gives give teaches
        teach does do fine fined`,
      ),
      anchors: phrases(
        `find|fine|fined|search for|search|look for|looking for|locate|get|show me|give me|list|need|want|
        recommend|suggest|offers|provides|gives|give|teaches|does|do`,
      ),
      allowed: words(
        `find search searching look looking for locate get show give list me need want recommend
        suggest know there is are any some can where seeking seek contact reach connect
        help helps available open anywhere anyone someone something somewhere kind kinds type
        types sort good best offers offer provides provide gives teaches teach does do around
        nearest closest fine fined`,
      ),
    },
    slips: {
      sine: 'sign',
      inn: 'in',
      fine: 'find',
      fined: 'find',
      necks: 'next',
      nex: 'next',
      previews: 'previous',
      reed: 'read',
      hyde: 'hide',
      mike: 'mic',
      listing: 'listening',
      cal: 'call',
      paige: 'page',
      pleas: 'please',
      tax: 'text',
      sat: 'say',
      won: 'one',
      right: 'write',
      'them app': 'the map',
      'with in': 'within',
      'turn of': 'turn off',
      'a bout': 'about',
      'the i': 'the eye',
      'dash board': 'dashboard',
      'pro file': 'profile',
    },
  },
  sp: {
    fillers: words('eh em ehh mmm este pues oye oiga hola mira dale ok okay'),
    leading: [
      ...frames(
        false,
        false,
        `por favor|porfa|bueno|a ver|ahora|ya|y|entonces|puedes|puede|podrias|podria|me puedes|
        me puede|me podrias|me podria|me haces el favor de|me hace el favor de|hazme el favor de|
        hagame el favor de|seria tan amable de|serias tan amable de|si es tan amable|
        si eres tan amable|vamos a|vas a|va a|me|disculpe|disculpa|perdon|oiga|le agradeceria si|
        te agradeceria si|le agradeceria que|por fa|quisiera que|quiero que|necesito que|
        me puedes decir|me puede decir|me dices|me dice|dime|si|si es tan amable de`,
      ),
      ...frames(
        true,
        false,
        `quiero|quisiera|queria|me gustaria|necesito|necesitamos|ocupo|ocupamos|busco|buscamos|
        estoy buscando|ando buscando|tengo que|ayudame a|ayudeme a|me ayudas a|me ayuda a|
        me puedes ayudar a|me puede ayudar a|mi esposa necesita|mi esposo necesita|
        mi mama necesita|mi madre necesita|mi papa necesita|mi hijo necesita|mi hija necesita|
        queremos|me interesa|nos interesa|prefiero|lo necesito|la necesito`,
      ),
      ...frames(
        false,
        true,
        `donde puedo|donde hay|donde encuentro|donde consigo|donde esta|donde estan|donde queda|
        donde quedan|donde|a donde|adonde|hay|habra|tienen|tienes|tiene|conoces|conoce|
        sabes de|sabe de|sabes si hay|sabe si hay|se puede|puedo|cuales son|que hay de|algun|alguna|ay|ahi|
        algunos|algunas|quien|quienes|cual|cuales|que`,
      ),
      ...frames(
        false,
        true,
        'como|como puedo|como se|como hago para|como hago|que es|que son',
        true,
      ),
    ],
    trailing: phrases(
      `por favor|porfa|porfavor|por fa|gracias|muchas gracias|ahora|ahorita|ya|si puedes|si puede|
      otra vez|de nuevo|si|rapido|nada mas|por fa vor|ok|vale|si es tan amable|es tan amable`,
    ),
    stopwords: words(
      `el la los las lo un una unos unas a al de del en por favor porfa me mi mis te tu tus se le
      les que y o este esta esto estos estas ese esa eso ahora ya pues bueno hola oye quiero
      quisiera puedes puede podrias podria necesito ocupo gustaria su sus usted ud uno
      nos ala pa`,
    ),
    stopListening: {
      cue: phrases(
        `deja de escuchar|dejar de escuchar|deje de escuchar|dejes de escuchar|para de escuchar|
        parar de escuchar|pare de escuchar|no escuches|no escuche|apaga el microfono|
        apague el microfono|apagar el microfono|apaga la voz|apagar la voz|apague la voz|
        desactiva la voz|desactivar la voz|apaga los comandos de voz|apagar los comandos de voz|
        silencio|callate|callese|ya no escuches|para de leer|deja de leer|deje de leer|
        deja de hablar|para|alto|basta|detente|detengase|microfono apagado|cierra el microfono|
        cierre el microfono|dejar de escucharme|deja de escucharme|ya no me escuches`,
      ),
      allowed: words('ya ahora por favor escuchar microfono voz comandos de'),
    },
    signOut: {
      cue: phrases(
        `cerrar sesion|cierra sesion|cierre sesion|cierra la sesion|cierre la sesion|
        cerrar la sesion|cerrar mi sesion|cierra mi sesion|cierre mi sesion|cierro la sesion|
        cierro sesion|salir de la cuenta|salir de mi cuenta|salte de la cuenta|salirme|salir|
        desconectar|desconectarme|desconectas|desconecta|sacame de mi cuenta|sacame|log out|logout|
        sign out`,
      ),
      allowed: words('de la mi cuenta sesion sitio pagina a en al me ahora termine ya'),
    },
    signIn: {
      cue: phrases(
        `iniciar sesion|inicia sesion|inicie sesion|iniciar la sesion|inicia la sesion|inicio sesion|
        abrir sesion|abre sesion|abre la sesion|entrar a mi cuenta|entrar a la cuenta|
        entra a mi cuenta|entrar|ingresar|ingresa|conectarme|conectar|identificarme|login|log in|
        sign in|acceder|entro`,
      ),
      allowed: words(
        'de la mi cuenta sesion sitio pagina a en al me ahora con contrasena ya tengo',
      ),
    },
    help: {
      cue: phrases(
        `que puedo decir|que puedo hacer|que digo|que le digo|que tengo que decir|que comandos|
        cuales son los comandos|que opciones|que sabes hacer|que haces|que puedes hacer|
        que puede hacer|lista de comandos|ver los comandos|muestra los comandos|comandos|
        comandos de voz|como funciona|como se usa|instrucciones|menu de ayuda|pagina de ayuda|
        que cosas me entiendes|que me entiendes|que puedo decirte|que decir|que le puedo decir|
        funciona esto`,
      ),
      allowed: words(
        `muestra muestrame mostrar ver lee leeme dime decir di dame los las todos comandos
        disponibles que puedo hay de voz esto la lista opciones tengo usar saber se no instrucciones
        cosas decirte`,
      ),
      alone: phrases('ayuda|ayudame|ayudeme|opciones|menu|ayuda ayuda'),
    },
    download: {
      epub: phrases(
        `libro electronico|libros electronicos|libro digital|ebook|e book|epub|e pub|
        libro para mi lector|libro para el lector|aplicacion de lectura|formato de libro`,
      ),
      text: phrases(
        `texto plano|texto sin formato|texto simple|texto sencillo|archivo de texto|solo texto|solo el texto|
        nada mas el texto|nomas el texto|puro texto|txt|version de texto|formato de texto|
        linea braille|lector braille|pantalla braille|anotador braille|solo las palabras`,
      ),
      textWithAnchor: phrases('texto'),
      largePrint: phrases(
        `letra grande|letras grandes|letra mas grande|letras mas grandes|letra agrandada|
        impresion grande|impresion en letra grande|macrotipo|tipo grande|letra gigante|
        letra extra grande|letra bien grande|24 puntos|24 pts|18 puntos|18 pts`,
      ),
      biggest: phrases(
        `24 puntos|24 pts|24 pt|24|la mas grande|lo mas grande|mas grande posible|gigante|
        la letra mas grande|las letras mas grandes|
        extra grande|bien grande`,
      ),
      anchors: words(
        `descargar descarga descargame descargalo descargala descargue descarguelo descarguela
        descargarlo descargarla bajar baja bajame bajalo bajala bajarlo bajarla guardar guarda
        guardame guardalo guardala guarde guardelo mandar manda mandame mandamelo mandalo mande
        mandeme enviar envia enviame envie envieme enviarlo exportar archivo pdf copia version
        documento formato imprimir imprime imprimelo imprima imprimalo impresa impreso file guia
        articulo`,
      ),
      allowed: words(
        `descargar descarga descargame descargalo descargala descargue descarguelo descarguela
        descargarlo descargarla bajar baja bajame bajalo bajala bajarlo bajarla guardar guarda
        guardame guardalo guardala guarde guardelo mandar manda mandame mandamelo mandalo mande
        mandeme enviar envia enviame envie envieme enviarlo exportar archivo pdf copia version
        documento formato imprimir imprime imprimelo imprima imprimalo impresa impreso file
        como en de la el lo los las esta este esto esa ese eso un una me mi mis para pa por favor
        quiero quisiera necesito puedo puede podria puedes dame deme denme darme tener tenerla
        tenerlo guia articulo pagina con que se hay forma manera en mi celular telefono
        computadora kindle tableta al 18 puntos tamano tengan tienen pero da den nada mas
        palabras solo braille linea lector pantalla aparato letra letras mama papa abuela abuelo
        esposa esposo hijo hija necesita quiere`,
      ),
    },
    print: {
      cue: phrases(
        `imprimir|imprime|imprima|imprimelo|imprimalo|imprimela|imprimala|impresion|impresa|
        impreso|imprimirla|imprimirlo|impresora|print|imprimes|imprimo|imprimirmelo|imprimirmela|
        printea|copia en papel|imprimas`,
      ),
      allowed: words(
        `guia pagina esta este esto la el articulo documento copia version en papel una hoja mandar
        manda a sacar saca dame hacer haz pdf para copias paginas`,
      ),
    },
    language: {
      allowed: words(
        `cambiar cambia cambie cambiame cambias poner pon ponga ponme ponlo pones pone pasar pasa pase
        pasame usar usa use hablar habla hable hablame mostrar muestra traducir traduce traduzca
        idioma lengua pagina sitio app todo al a en el la version modo prefiero mejor quiero ver leer
        ponerlo ponla cambialo cambiala se puede hablo hablas mas de otra vez regresar regresa volver
        vuelve pongo no entiendo lo esta necesito`,
      ),
    },
    display: {
      highContrast: phrases('alto contraste|mas contraste|contraste alto|contraste'),
      largeText: phrases(
        `texto mas grande|letra mas grande|letras mas grandes|letra grande|letras grandes|
        texto grande|agrandar el texto|agranda el texto|agrande el texto|agrandar la letra|
        agranda la letra|agrande la letra|aumentar el texto|aumenta el texto|aumentar la letra|
        aumenta la letra|aumente la letra|aumentar el tamano|aumenta el tamano|aumente el tamano|
        mas grande la letra|mas grande el texto|agrandar|agranda|zoom|hazlo mas grande|
        ponlo mas grande|ponla mas grande|mas grande|letra mas grandes|agranda las letras|
        agrandar las letras|letras mas grande`,
      ),
      smallText: phrases(
        `texto mas pequeno|letra mas pequena|letra mas chica|texto mas chico|letras mas pequenas|
        letra pequena|texto pequeno|letra chica|texto normal|letra normal|reducir el texto|
        reduce el texto|achicar la letra|achica la letra|achicar el texto|achica el texto|
        achica las letras|achicar las letras|mas pequeno|mas chico|mas chica|mas pequena|
        letras mas chicas`,
      ),
      normal: phrases(
        `pantalla normal|vista normal|modo normal|colores normales|pantalla predeterminada|
        vista predeterminada|restablecer la pantalla|restablece la pantalla|restablecer pantalla|
        como estaba|como antes|volver a lo normal|vuelve a lo normal|regresa a lo normal|
        regresar a lo normal|pantalla estandar|colores de siempre|configuracion normal|
        pantalla como estaba`,
      ),
      on: words(
        'activar activa active activame activado encender enciende encienda pon poner ponga pone usar usa',
      ),
      off: words(
        'desactivar desactiva desactive apagar apaga apague quitar quita quite quito sin deshabilitar',
      ),
      allowed: words(
        `el la los las de modo pantalla texto letra letras mas un poco pon poner ponme ponga hazlo haz
        hacer cambia cambiar cambie en a al tamano vista colores volver vuelve regresa regresar
        regresas lo normal dejar deja deje todo por favor como le se puede ver con no alcanzo leer
        chica veces ciento activado pone`,
      ),
    },
    read: {
      cue: phrases(
        `leer|lee|lea|leeme|leame|leelos|leelas|lees|leas|dime los resultados|dime que encontraste|
        que encontraste|que encontro|cuales son los resultados|que resultados|dime la lista|
        dime las organizaciones|resultados|oir los resultados|escuchar los resultados|que salio|
        lo que salio|que salieron|encontraste`,
      ),
      allowed: words(
        `los las la el lo resultados resultado lista organizaciones todos todas en voz alta me dime
        que hay encontraste encontro son cuales de uno por salio salieron oir escuchar cuales
        encontraste dime`,
      ),
    },
    next: {
      cue: phrases(
        `siguiente|proximo|proxima|adelante|sigue|otro|otra|despues|mas resultados|cual sigue`,
      ),
      allowed: words(
        `el la resultado organizacion uno pasa al a ve ir dame muestra que sigue lo oir ver mas
        resultados cual escuchar`,
      ),
    },
    previous: {
      cue: phrases(
        `anterior|antes|el de antes|la de antes|regresa uno|uno atras|el de atras|la de atras`,
      ),
      allowed: words(
        `el la resultado organizacion uno pasa al a ve ir dame muestra de regresa atras cual era
        repites repite oir otra vez volver necesito`,
      ),
    },
    map: {
      show: phrases('mapa|el mapa|en el mapa|en un mapa'),
      hide: phrases(
        `ocultar el mapa|oculta el mapa|oculte el mapa|cerrar el mapa|cierra el mapa|cierre el mapa|
        quita el mapa|quitar el mapa|quite el mapa|sin mapa|sin el mapa|esconde el mapa|
        esconder el mapa|no el mapa`,
      ),
      list: phrases('lista|vista de lista|en lista'),
      allowed: words(
        `mostrar muestra muestre muestrame muestreme ver veo abrir abre abra el la en un una de vista
        pon ponme poner cambia cambiar a al solo solamente resultados donde estan regresa volver
        vuelva ensename ensenamelos ensenas ensena los quedan otra vez no lista mapa`,
      ),
    },
    radius: {
      allowed: words(
        `a dentro de en un radio hasta menos distancia cambia cambiar pon poner ponga la el buscar
        busca busque amplia ampliar amplie reduce reducir solo de alrededor mas que rango ponlo que
        hay ver lo nada algo cerca busqueda millas`,
      ),
    },
    call: {
      cue: phrases(
        `llamar|llama|llame|llamalos|llamales|llamelos|llamarlos|llamarles|llamala|llamalo|marcar|
        marca|marque|marcale|marcales|marcarles|llamale|llamele|telefonear|comunicame|comunicarme|comunicas|
        hablarles|hablar con`,
      ),
      allowed: words(
        `al a la el los las numero resultado organizacion esa ese este esta uno lugar con ellos
        telefono por`,
      ),
    },
    openResult: {
      cue: phrases(
        `abrir|abre|abra|abreme|abres|elegir|elige|elija|escoger|escoge|escoja|seleccionar|
        selecciona|seleccione|ver|muestra|muestrame|mostrar|dame|detalles|ir|ve|vaya|quiero|dice|
        interesa`,
      ),
      allowed: words(
        `el la los resultado numero organizacion opcion uno a al de del sobre mas detalles me ver
        informacion que lista`,
      ),
    },
    trials: {
      cue: phrases(
        `ensayos|ensayo|estudios|estudio|investigacion|investigaciones|experimentos|experimento|
        clinicos|clinico`,
      ),
      allowed: words(
        `buscar busca busque buscame encontrar encuentra encuentre muestra muestrame mostrar ver hay
        algun alguno algunos nuevos nuevo abiertos clinicos clinico de investigacion para participar
        participe participo en sobre con cerca entrar dame ensename estan haciendo inscribirme
        puedo si tengo informacion que ojos ojo vista vision visual`,
      ),
    },
    guides: {
      cue: phrases(
        `guias|guia|articulos|articulo|informacion|info|hablame de|hableme de|hablame sobre|
        hableme sobre|explicame|expliqueme|aprender sobre|aprender de|saber sobre|saber de|
        saber mas sobre|leer sobre|consejos|cuentame sobre|cuentame de|cuenteme sobre|explicar|
        saber como|leer algo sobre|leeme algo sobre|leeme sobre|algo sobre`,
      ),
      how: phrases('como puedo|como se|como hago para|como hago|que es|como'),
      allowed: words(
        `buscar busca busque buscame encontrar encuentra muestra muestrame ver leer lee leeme las los
        la el una unas de sobre acerca para mas me hay alguna algun informacion guia guias articulo
        articulos consejos dicen ensename ensena dime algo saber`,
      ),
    },
    destinations: {
      phrases: [
        ['pagina de inicio', 'home'],
        ['pagina principal del sitio', 'home'],
        ['mi pagina principal', 'dashboard'],
        ['pagina principal', 'home'],
        ['inicio', 'home'],
        ['principio', 'home'],
        ['portada', 'home'],
        ['panel principal', 'dashboard'],
        ['panel', 'dashboard'],
        ['tablero', 'dashboard'],
        ['dashboard', 'dashboard'],
        ['categorias', 'dashboard'],
        ['menu principal', 'dashboard'],
        ['perfil', 'profile'],
        ['mi cuenta', 'profile'],
        ['mis datos', 'profile'],
        ['datos personales', 'profile'],
        ['datos de mi cuenta', 'profile'],
        ['informacion personal', 'profile'],
        ['mi informacion', 'profile'],
        ['mi lista', 'my-list'],
        ['mi lista guardada', 'my-list'],
        ['lista guardada', 'my-list'],
        ['lo que guarde', 'my-list'],
        ['lo guardado', 'my-list'],
        ['mis guardados', 'my-list'],
        ['mis favoritos', 'my-list'],
        ['favoritos', 'my-list'],
        ['encuestas', 'surveys'],
        ['encuesta', 'surveys'],
        ['cuestionario', 'surveys'],
        ['cuestionarios', 'surveys'],
        ['mis respuestas', 'surveys'],
        ['respuestas', 'surveys'],
        ['conteste', 'surveys'],
        ['pagos', 'payments'],
        ['pago', 'payments'],
        ['historial de pagos', 'payments'],
        ['facturas', 'payments'],
        ['factura', 'payments'],
        ['recibos', 'payments'],
        ['recibo', 'payments'],
        ['cobros', 'payments'],
        ['suscripcion', 'payments'],
        ['mi plan', 'payments'],
        ['facturacion', 'payments'],
        ['pagado', 'payments'],
      ],
      allowed: words(
        `ir ve vaya vea vamos voy llevame lleveme lleva llevas abrir abre abra ver veo muestra
        muestrame muestreme mostrar revisar revisa checar checa checo a al la el los las mi mis de pagina
        pantalla donde esta estan historial datos cuenta mi quiero ensename ensena todas todos
        regresas regresa regrese vuelvo volver que lo he cuando fue ultimo direccion en contestar
        sitio lista encuesta encuestas respuestas`,
      ),
    },
    back: {
      cue: phrases(
        `volver|vuelve|vuelva|regresar|regresa|regrese|regresas|atras|pagina anterior|hacia atras|
        para atras|pa tras|patras|donde estaba|pagina de antes`,
      ),
      allowed: words(
        'ir ve vaya a la al pagina anterior atras donde estaba hacia para me de antes',
      ),
    },
    category: {
      cue: phrases(
        `abrir|abre|abra|abres|abrela|abreme|ir a|ve a|vaya a|llevame a|lleveme a|lleva a|ver|muestrame|
        muestra|entra a|entrar a|categoria|seccion`,
      ),
      allowed: words(
        'la el categoria seccion tema de del a al pagina sobre me donde esta quiero ir numero abrela',
      ),
    },
    find: {
      verbs: words(
        `buscar busca busque buscame busqueme buscarme buscando encontrar encuentra encuentre
        encuentrame mostrar muestra muestre muestrame muestreme ver dame deme consigue consigueme
        conseguir recomienda recomiendame recomiende localiza localizar contactar ensename ensena
        da dan den hacen ayudar vusca buska`,
      ),
      anchors: phrases(
        `buscar|busca|vusca|buska|busque|buscame|busqueme|buscarme|encontrar|encuentra|encuentre|encuentrame|
        muestrame|muestra|dame|consigue|conseguir|consigo|localiza|quiero|necesito|ocupo|busco|
        da|dan|den|hacen|ayudar con|ayudar|hablar con`,
      ),
      allowed: words(
        `buscar busca busque buscame busqueme buscarme buscando encontrar encuentra encuentre
        encuentrame mostrar muestra muestre muestrame muestreme ver dame deme consigue consigueme
        conseguir recomienda recomiendame recomiende localiza localizar contactar hay que donde
        alguien cerca disponibles lista ensename ensena consigo da dan den hacen quien queda voy
        me ayudar puede tipo clase vusca buska`,
      ),
    },
    slips: {
      vusca: 'busca',
      buska: 'busca',
      serca: 'cerca',
      ay: 'hay',
      ahi: 'hay',
      sip: 'zip',
      yama: 'llama',
      yamale: 'llamale',
      yeeme: 'leeme',
      habre: 'abre',
      papa: 'mapa',
      bista: 'vista',
      sierra: 'cierra',
      secion: 'seccion',
      ha: 'a',
      abla: 'habla',
      informasion: 'informacion',
      imformacion: 'informacion',
      ensallos: 'ensayos',
      tress: 'tres',
      dose: 'doce',
      sien: 'cien',
      pa: 'para',
      siguente: 'siguiente',
      'le los': 'lee los',
      'ya malos': 'llamalos',
      'inicia seccion': 'inicia sesion',
      'la sesion de': 'la seccion de',
      'es conde': 'esconde',
    },
  },
};

/** The words of the categories' names and what people call them (the catalogue is fixed). */
export const CATEGORY_WORDS = words(
  `adjusting adjust vision loss eye eyes conditions condition diseases low daily living life
  getting around transportation travel mobility reading communication technology tech computers
  computer phones work jobs job employment school education rights benefits legal law laws
  children kids families family parents veterans veteran vets older adults seniors senior
  elderly aging research clinical trials recreation community sports hobbies fun
  adaptarse adaptacion perdida vision enfermedades ojos ojo baja vida diaria desplazarse como
  transporte movilidad lectura comunicacion tecnologia computadoras telefonos trabajo empleo
  escuela educacion derechos beneficios legal leyes ninos familias familia padres veteranos
  veterano personas mayores ancianos tercera edad investigacion ensayos clinicos recreacion
  comunidad deportes`,
);

/** The categories' full names: said whole, they open the category before any search. */
export const CATEGORY_TITLES: readonly string[] = phrases(
  `adjusting to vision loss|eye conditions|low vision|daily living|getting around|
  reading and communication|technology|work and school|rights and benefits|
  children and families|veterans|older adults|research and clinical trials|
  recreation and community|adaptarse a la perdida de la vision|enfermedades de los ojos|
  baja vision|vida diaria|como desplazarse|lectura y comunicacion|tecnologia|trabajo y escuela|
  derechos y beneficios|ninos y familias|veteranos|personas mayores|
  investigacion y ensayos clinicos|recreacion y comunidad`,
);

/** Words that mean help in general: a search for them names no topic. */
export const GENERAL_WORDS = words(
  `help helps service services resource resources organization organizations organisation
  organisations org orgs agency agencies support place places assistance someone somebody
  something people options ayuda ayudas servicio servicios recurso recursos
  organizacion organizaciones agencia agencias apoyo apoyos lugar lugares alguien algo
  asistencia gente opciones`,
);

/**
 * Eye conditions people name when asking for trials: found anywhere in a command ("my husband
 * has retinitis pigmentosa and wants a trial"), longest first.
 */
export const CONDITIONS: readonly string[] = phrases(
  `age related macular degeneration|wet macular degeneration|dry macular degeneration|
  macular degeneration|dry amd|wet amd|retinitis pigmentosa|diabetic retinopathy|diabetic macular edema|
  stargardt disease|stargardt|glaucoma|cataracts|cataract|uveitis|optic neuritis|keratoconus|
  leber congenital amaurosis|leber hereditary optic neuropathy|usher syndrome|choroideremia|
  achromatopsia|retinoblastoma|dry eye|optic atrophy|retinopathy of prematurity|
  cortical visual impairment|charles bonnet syndrome|geographic atrophy|nystagmus|amd|
  macular hole|retinal detachment|albinism|x linked retinoschisis|retinoschisis|
  degeneracion macular relacionada con la edad|degeneracion macular humeda|degeneracion macular seca|
  degeneracion macular|retinitis pigmentosa|retinosis pigmentaria|retinopatia diabetica|
  edema macular diabetico|enfermedad de stargardt|glaucoma|cataratas|catarata|uveitis|
  neuritis optica|queratocono|amaurosis congenita de leber|sindrome de usher|coroideremia|
  acromatopsia|retinoblastoma|ojo seco|atrofia optica|retinopatia del prematuro|nistagmo|
  albinismo|desprendimiento de retina|dmae|atrofia geografica`,
);

/**
 * Words of the help we list: a topic must have one, so "find a pizza place near me" is
 * refused rather than searched. Stems, matched at the start of a word; stems of three letters
 * or fewer match whole words (and their plural) only.
 */
export const HELP_STEMS: readonly string[] = [
  ...words(
    `blind vision visual sight eye low braille cane dog guide mobility orientation rehab clinic
    doctor optometr ophthalm specialist therap counsel class training train lesson teach tutor
    school group peer mentor job employ work career vocational college educat legal lawyer
    attorney advoca benefit ssi disabilit veteran vet senior older elder aging famil parent
    child kid teen youth talking book librar audio read magnif technolog tech computer phone
    screen assistive device aid product equipment transport ride paratransit bus travel independ
    living daily cook housing sport recreation camp music art retina glaucoma macular cataract
    diabet condition exam optician glasses lens care health medical hospital social case worker
    caregiver volunteer reader spanish bilingual deaf deafblind hearing mental depress support
    food meal money financial insurance medicare medicaid center respite coach baseball team
    counselor brailler repair voiceover iphone jaws home modif check write writ email mail signs symptom
    diagnos blindness legally security syndrome disease cross street vot fly airplane medic
    pill label bill bank cash coach lesson ssdi siri alexa ada 504 voting vote access
    apply`,
  ),
  ...words(
    `ciego ceguera vision visual vista ojos baja braille baston perro guia movilidad orientacion
    rehabilit clinica doctor medico oculista oftalmolog optometr optic especialista terap consej
    clase curso capacitacion entrenamiento maestro tutor escuela grupo pares mentor trabajo empleo
    carrera vocacional universidad educacion legal abogado defensa beneficio discapacidad veterano
    mayores ancian tercera familia padres nino nina joven libro bibliotec audio
    lectura leer lupa magnific tecnolog computador computacion telefono celular pantalla asistiva
    asistencia aparato dispositivo ayudas producto equipo transporte viaje independ vida diaria
    cocina vivienda deporte recreacion campamento musica arte retina glaucoma macular
    catarata diabet enfermedad examen lentes anteojos espejuelos gafas cuidado salud hospital
    social trabajador cuidador voluntari espanol bilingue sordo sordoceg auditiv mental depresion
    apoyo comida dinero financ seguro medicare medicaid centro instructor lector consejero
    terapia medicina cheque escribir correo votar cruzar calle avion sintoma diagnost
    configur iphone voiceover domicilio sentido seccion solicit`,
  ),
];

/** What a short stem may end with: "cook", "cooking", "canes"; not "canelo". */
const SHORT_STEM_ENDINGS = ['', 's', 'es', 'ing', 'ed', 'er', 'ers'];

const LONG_STEMS = new Set(HELP_STEMS.filter((stem) => stem.length >= 5));
const SHORT_WORDS = new Set(
  HELP_STEMS.filter((stem) => stem.length < 5).flatMap((stem) =>
    SHORT_STEM_ENDINGS.map((ending) => stem + ending),
  ),
);

/** Whether the words name help we list (HELP_STEMS) or an eye condition. */
export function isAboutHelp(text: string): boolean {
  const named = text.split(' ').some((word) => {
    if (SHORT_WORDS.has(word)) return true;
    for (let end = 5; end <= word.length; end += 1) {
      if (LONG_STEMS.has(word.slice(0, end))) return true;
    }
    return false;
  });
  return named || CONDITIONS.some((condition) => ` ${text} `.includes(` ${condition} `));
}
