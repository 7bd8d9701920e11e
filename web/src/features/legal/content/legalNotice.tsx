import { Link } from 'react-router';
import { brand } from '../../../lib/brand';
import { paths } from '../../../lib/routing/paths';
import type { LegalText } from '../lib/legalText';

/** Aviso Legal: who runs the platform and the conditions for using it (LSSI-CE, art. 10). */
export const legalNotice: LegalText = {
  title: 'Aviso Legal',
  intro: (
    <p>
      Este aviso legal regula el acceso a {brand.name}, la plataforma de portafolios, talento y ofertas para el sector
      de la moda y el diseño, y su uso. Al navegar por la plataforma o registrarte en ella aceptas las condiciones que
      se describen a continuación; si no estás de acuerdo con ellas, te pedimos que no la utilices.
    </p>
  ),
  sections: [
    {
      id: 'titular',
      title: 'Titular de la plataforma',
      body: (
        <>
          <p>
            En cumplimiento del artículo 10 de la Ley 34/2002, de 11 de julio, de servicios de la sociedad de la
            información y de comercio electrónico (LSSI-CE), te informamos de los datos del titular:
          </p>
          <dl>
            <dt>Denominación social</dt>
            <dd>{brand.legalName}</dd>
            <dt>Nombre comercial</dt>
            <dd>{brand.name}</dd>
            <dt>NIF</dt>
            <dd>{brand.taxId}</dd>
            <dt>Domicilio</dt>
            <dd>{brand.postalAddress}</dd>
            <dt>Correo electrónico</dt>
            <dd>
              <a href={`mailto:${brand.contactEmail}`}>{brand.contactEmail}</a>
            </dd>
          </dl>
        </>
      ),
    },
    {
      id: 'objeto',
      title: 'Objeto de la plataforma',
      body: (
        <>
          <p>{brand.name} pone en contacto a tres tipos de perfiles del mundo de la moda y el diseño:</p>
          <ul>
            <li>
              <strong>Creativos</strong> (estudiantes, personas graduadas, estilistas, diseñadores y otros perfiles
              creativos), que crean un perfil profesional, publican su portafolio y se inscriben en ofertas.
            </li>
            <li>
              <strong>Empresas</strong> (marcas, empresas y agencias), que publican ofertas de empleo y de prácticas y
              buscan talento.
            </li>
            <li>
              <strong>Instituciones educativas</strong>, que publican su oferta formativa.
            </li>
          </ul>
          <p>
            Cualquier persona puede consultar sin registrarse el explorador de imágenes, el directorio de creativos, las
            ofertas de empleo, las instituciones, el blog, la revista y estas páginas legales. Publicar contenido,
            guardar imágenes, seguir a otros usuarios o inscribirse en una oferta requiere una cuenta.
          </p>
        </>
      ),
    },
    {
      id: 'gratuidad',
      title: 'Gratuidad de los servicios',
      body: (
        <>
          <p>
            Todos los servicios de {brand.name} son gratuitos: registrarse, crear un perfil, publicar contenido,
            publicar ofertas e inscribirse en ellas no tiene ningún coste. Ninguna empresa ni institución puede exigir
            un pago a las personas candidatas por inscribirse en una oferta publicada en la plataforma.
          </p>
          <p>
            La sección Revista enlaza con tiendas de terceros. Las compras que hagas en ellas se rigen por las
            condiciones de cada vendedor; {brand.name} no interviene en esas compras ni cobra por ellas.
          </p>
        </>
      ),
    },
    {
      id: 'registro',
      title: 'Registro y cuentas de usuario',
      body: (
        <>
          <p>
            El registro está reservado a personas mayores de 18 años vinculadas a la moda y el diseño y a organizaciones
            del sector. Al registrarte te comprometes a:
          </p>
          <ul>
            <li>facilitar datos verdaderos, actuales y que te pertenezcan, y mantenerlos al día;</li>
            <li>
              elegir un nombre de usuario que no induzca a error sobre tu identidad ni vulnere derechos de terceros;
            </li>
            <li>
              custodiar tu contraseña y avisarnos de inmediato si sospechas que otra persona ha accedido a tu cuenta, y
            </li>
            <li>responder de la actividad que se realice desde tu cuenta.</li>
          </ul>
          <p>
            Para publicar ofertas, las cuentas profesionales deben estar verificadas. Con ese fin podemos pedirte la
            razón social y el NIF de la entidad, un documento oficial que la acredite, el nombre completo y el cargo de
            la persona de contacto y la web o las redes sociales de la entidad.
          </p>
        </>
      ),
    },
    {
      id: 'normas',
      title: 'Normas de uso y contenidos de los usuarios',
      body: (
        <>
          <p>
            Cada usuario es responsable de los contenidos que publica (imágenes, textos, currículum, portafolio y
            ofertas) y garantiza que tiene los derechos necesarios para publicarlos. En particular, no está permitido:
          </p>
          <ul>
            <li>
              publicar obras, fotografías o marcas de terceros sin su autorización, o imágenes de personas reconocibles
              sin su consentimiento;
            </li>
            <li>
              publicar contenidos ilícitos, violentos, sexuales, discriminatorios o que atenten contra la dignidad de
              las personas;
            </li>
            <li>
              publicar ofertas falsas, engañosas o contrarias a la legislación laboral, ofertas que discriminen por
              razón de sexo, origen, edad, discapacidad, orientación sexual o cualquier otra circunstancia personal o
              social, u ofertas que pidan dinero a las personas candidatas;
            </li>
            <li>
              etiquetar a otras personas de forma ofensiva o engañosa, o suplantar la identidad de otra persona o
              entidad;
            </li>
            <li>
              usar los datos de otros usuarios para fines distintos de los de la plataforma, como enviar publicidad no
              solicitada, o extraerlos de forma automatizada, y
            </li>
            <li>
              intentar acceder sin autorización a la plataforma, alterar su funcionamiento o introducir programas
              dañinos.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'moderacion',
      title: 'Revisión de perfiles y ofertas',
      body: (
        <>
          <p>
            Nuestro equipo de operadores revisa los perfiles profesionales y las ofertas de empleo, de prácticas y
            educativas para comprobar que cumplen estas normas. Podemos rechazar o retirar los contenidos que las
            incumplan y, en los casos graves o reiterados, suspender o cancelar la cuenta responsable. Cuando sea
            posible, te explicaremos el motivo de la decisión y podrás pedirnos que la revisemos.
          </p>
          <p>
            Si encuentras en la plataforma un contenido que consideres ilícito o contrario a estas normas, comunícanoslo
            en <a href={`mailto:${brand.contactEmail}`}>{brand.contactEmail}</a> indicando dónde se encuentra y por qué
            lo consideras así. Revisaremos cada aviso con diligencia.
          </p>
        </>
      ),
    },
    {
      id: 'propiedad-intelectual',
      title: 'Propiedad intelectual e industrial',
      body: (
        <>
          <p>
            El diseño de la plataforma, su código, la marca y el logotipo de {brand.name} y los textos editoriales
            propios, incluidos los del blog, pertenecen a {brand.legalName} o a quienes le han concedido licencia. No
            está permitido reproducirlos, distribuirlos ni transformarlos sin autorización previa y por escrito, salvo
            en los casos que permite la ley.
          </p>
          <p>
            Los contenidos que publicas siguen siendo tuyos. Al publicarlos concedes a {brand.legalName} una licencia
            gratuita, no exclusiva y de ámbito mundial para alojarlos, reproducirlos, adaptarlos técnicamente (por
            ejemplo, redimensionar una imagen) y mostrarlos dentro de la plataforma, incluidas sus secciones editoriales
            como Staff Picks, durante el tiempo en que permanezcan publicados. La licencia termina cuando eliminas el
            contenido o tu cuenta, sin perjuicio de las copias de seguridad, que se borran en sus ciclos ordinarios.
          </p>
        </>
      ),
    },
    {
      id: 'responsabilidad',
      title: 'Responsabilidad',
      body: (
        <>
          <p>
            {brand.name} aloja contenidos publicados por sus usuarios y, conforme al artículo 16 de la LSSI-CE, no
            responde de ellos salvo que tenga conocimiento efectivo de su ilicitud y no actúe con diligencia para
            retirarlos.
          </p>
          <p>
            {brand.name} facilita el contacto entre personas candidatas y entidades, pero no es parte de las relaciones
            laborales, de prácticas o formativas que surjan entre ellas ni garantiza que una inscripción termine en una
            contratación o una matrícula. Aunque revisamos las ofertas, la información de cada una es responsabilidad de
            la entidad que la publica.
          </p>
          <p>
            Procuramos que la plataforma esté disponible de forma continua y segura, pero puede haber interrupciones por
            mantenimiento, actualizaciones o causas ajenas a nuestro control. No respondemos de los daños que se deriven
            de esas interrupciones ni de ataques de terceros, siempre que hayamos adoptado las medidas razonables para
            evitarlos.
          </p>
        </>
      ),
    },
    {
      id: 'enlaces',
      title: 'Enlaces a otros sitios',
      body: (
        <p>
          La plataforma contiene enlaces a sitios de terceros, como las webs de empresas e instituciones, las tiendas de
          la sección Revista o las redes sociales. No controlamos esos sitios ni respondemos de sus contenidos, de su
          disponibilidad ni de sus políticas de privacidad y cookies, que te recomendamos leer.
        </p>
      ),
    },
    {
      id: 'datos',
      title: 'Protección de datos y cookies',
      body: (
        <p>
          El tratamiento de tus datos personales se describe en la{' '}
          <Link to={paths.privacyPolicy()}>Política de Privacidad y Protección de Datos</Link>, y el uso de cookies y
          del almacenamiento de tu navegador, en la <Link to={paths.cookiePolicy()}>Política de Cookies</Link>.
        </p>
      ),
    },
    {
      id: 'baja',
      title: 'Baja en la plataforma',
      body: (
        <p>
          Puedes eliminar tu cuenta en cualquier momento desde Configuración. Al hacerlo se borran tu perfil y los
          contenidos que has publicado, y dejas de aparecer en la plataforma. También podemos cancelar una cuenta que
          incumpla de forma grave estas condiciones, como se indica en el apartado de revisión de perfiles y ofertas.
        </p>
      ),
    },
    {
      id: 'modificaciones',
      title: 'Modificaciones',
      body: (
        <p>
          Podemos actualizar este aviso legal para adaptarlo a cambios legales o de la plataforma. La versión y la fecha
          de la última actualización figuran al principio del documento. Si el cambio es relevante, lo comunicaremos a
          los usuarios registrados antes de que entre en vigor.
        </p>
      ),
    },
    {
      id: 'legislacion',
      title: 'Legislación aplicable y jurisdicción',
      body: (
        <p>
          Este aviso legal se rige por la legislación española. Cuando quien utiliza la plataforma tiene la condición de
          consumidor, son competentes los juzgados y tribunales de su domicilio. En los demás casos, las partes se
          someten a los juzgados y tribunales de Madrid.
        </p>
      ),
    },
  ],
};
